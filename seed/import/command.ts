import { apiTarget, hostedClient, hostedConfigFromEnv, type Env } from '@/lib/sanity/client'
import type { DatasetDocument } from '@/lib/sanity/datasetFile'
import { HostedApiError, transientKinds } from '@/lib/sanity/failure'
import { runImport } from '@/seed/import/runImport'

type ImportReport = Awaited<ReturnType<typeof runImport>>

export interface ImportCommand {
  /** The seed's documents in Sanity's import format. */
  documents: readonly DatasetDocument[]
  /** The folder `_sanityAsset` paths are relative to. */
  baseDir: string
  env: Env
  dryRun?: boolean
  log?: (line: string) => void
}

/**
 * While Sanity answers, errors included, the importer reports progress within seconds; a
 * request that goes unanswered costs it one request timeout per attempt. Ten timeouts without
 * progress mean a request that will never settle (writeDocuments.ts).
 */
const stallTimeouts = 10

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

const listed = (ids: readonly string[], mark: string) => ids.map((id) => `    ${mark} ${id}`)

function formatReport(report: ImportReport): string[] {
  const { images, documents } = report
  if (report.dryRun)
    return [
      'Dry run: nothing was written. The import would',
      `  upload ${count(images.uploaded.length, 'image')} (${images.present.length} already in the dataset)`,
      ...listed(
        images.uploaded.map((image) => image.filename),
        '+',
      ),
      `  create ${count(documents.created.length, 'document')}`,
      ...listed(documents.created, '+'),
      `  replace ${count(documents.updated.length, 'document')} with the seed's version`,
      ...listed(documents.updated, '~'),
      `  leave ${count(documents.unchanged.length, 'document')} alone, as they match the seed`,
    ]
  return [
    `Images: ${images.uploaded.length} uploaded, ${images.present.length} already there.`,
    `Documents: ${documents.created.length} created, ${documents.updated.length} updated, ` +
      `${documents.unchanged.length} left alone.`,
  ]
}

/** `npm run seed -- --import [--dry-run]`: reads the environment, imports, reports; returns the exit code. */
export async function importCommand({
  documents,
  baseDir,
  env,
  dryRun = false,
  log = console.log,
}: ImportCommand): Promise<number> {
  // A dry run only reads, so a read token (or none, for a public dataset) will do.
  const tokens: [string, ...string[]] = dryRun
    ? ['SANITY_API_WRITE_TOKEN', 'SANITY_API_READ_TOKEN']
    : ['SANITY_API_WRITE_TOKEN']
  const config = hostedConfigFromEnv(env, tokens)
  if ('missing' in config) {
    log(
      `✖ The import needs ${config.missing.join(' and ')}: the Sanity project id and dataset name (see the README, "Setting up for editors").`,
    )
    return 1
  }
  if (!dryRun && !config.token) {
    log(
      '✖ The import needs SANITY_API_WRITE_TOKEN: a token with the Editor role, created under API → Tokens at https://www.sanity.io/manage.',
    )
    return 1
  }
  const target = apiTarget(config, 'Editor')
  log(
    `${dryRun ? 'Planning an import' : 'Importing'} into project "${config.projectId}", dataset "${config.dataset}" (${target.host}).`,
  )
  try {
    const report = await runImport({
      client: hostedClient(config),
      documents,
      baseDir,
      target,
      dryRun,
      log,
      stallMs: stallTimeouts * config.timeoutMs,
    })
    for (const line of formatReport(report)) log(line)
    return 0
  } catch (error) {
    if (!(error instanceof HostedApiError)) throw error
    // One line, whatever failed: what went wrong, then what to do.
    const again = transientKinds.has(error.kind)
      ? ' Running the import again is safe: whatever already matches the seed is left alone.'
      : ''
    log(`✖ ${error.message}${again}`)
    return 1
  }
}
