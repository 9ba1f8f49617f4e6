import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { exportDataset } from '@sanity/export'
import * as tar from 'tar'
import { apiTarget, hostedClient, hostedConfigFromEnv, type Env } from '@/lib/sanity/client'
import { failureMessage } from '@/lib/sanity/failure'
import { importMarker, importMarkerId, unfinishedImportMessage } from '@/lib/sanity/importMarker'
import { hostedQuery } from '@/lib/sanity/query'
import { snapshotDatasetName } from '@/lib/content/snapshot'
import { readImportFile } from '@/lib/sanity/datasetFile'
import { checkDocuments, documentTypes } from '@/schemas/checkDocuments'
import { parseDataset, SnapshotRefused } from '@/scripts/pipeline/snapshot/dataset'

/**
 * The hosted source's snapshot: Sanity's own export (@sanity/export, in its stream mode: one
 * consistent picture of the dataset as of its start), published documents of the site's types
 * only, with every image beside them in the seed's layout. After this, no step asks Sanity again.
 */

/** Every request the export sends is retried by @sanity/export itself: these are its settings. */
const exportRetries = { maxRetries: 4, maxAssetRetries: 4, retryDelayMs: 500 }

export async function takeHostedSnapshot(into: string, env: Env): Promise<void> {
  const config = hostedConfigFromEnv(env, ['SANITY_API_READ_TOKEN'])
  if ('missing' in config)
    throw new SnapshotRefused(
      `Set ${config.missing.join(' and ')} as well: both name the hosted dataset to build from (or unset both to build from seed/).`,
    )
  if (!config.token)
    throw new SnapshotRefused(
      `Set SANITY_API_READ_TOKEN: the build exports the dataset, which takes a token with the Viewer role (API → Tokens at https://www.sanity.io/manage/project/${config.projectId}).`,
    )
  // One small question first: a wrong project, dataset, token or host gets the variable to fix.
  try {
    await hostedQuery(hostedClient(config), '"reachable"')
  } catch (error) {
    const target = apiTarget(config, 'Viewer')
    throw new SnapshotRefused(
      `${failureMessage(error, target, 'read the published content', 'read')} Nothing was built.`,
    )
  }
  const archive = path.join(into, 'export.tar')
  try {
    await exportDataset({
      client: hostedClient(config),
      dataset: config.dataset,
      outputPath: archive,
      compress: false,
      drafts: false,
      assets: true,
      types: [...documentTypes, 'sanity.imageAsset', importMarker(new Date(0))._type],
      readTimeout: config.timeoutMs,
      ...exportRetries,
    })
    // The archive holds one folder: data.ndjson, images/, files/ and assets.json.
    await tar.x({ file: archive, cwd: into, strip: 1 })
  } catch (error) {
    // Part-way through the export: the cause in one short line, never a document.
    const text = error instanceof Error ? error.message : String(error)
    const cause = text
      .split('\n')[0]!
      .replace(/\s*\(\{.*$/, '')
      .slice(0, 200)
    throw new SnapshotRefused(
      `Could not export the published content (project "${config.projectId}", dataset "${config.dataset}"): ${cause}. Nothing was built; run the build again, and if it keeps failing check https://www.sanity-status.com.`,
    )
  }
  await rm(archive)
  await rm(path.join(into, 'files'), { recursive: true, force: true })
  await rm(path.join(into, 'assets.json'), { force: true })
  // Ordered by id: the same content gives the same file, and so the same snapshot hash.
  const exported = path.join(into, 'data.ndjson')
  const lines = parseDataset(await readFile(exported, 'utf8'), 'the export')
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
    .map((document) => JSON.stringify(document))
  await writeFile(path.join(into, snapshotDatasetName), lines.join('\n') + '\n')
  await rm(exported)
}

/**
 * What editors published is checked by the Studio's own rules before a page is made from it
 * (one line per problem), and a dataset an import is still writing (half old, half new) is never
 * built from. Both run on the snapshot, so what is checked is exactly what is built.
 */
export async function checkHostedSnapshot(datasetFile: string, env: Env): Promise<string[]> {
  // Images as references to asset documents, as the Studio's rules expect them.
  const documents = await readImportFile(datasetFile)
  const marker = documents.find((document) => document._id === importMarkerId)
  if (marker) {
    const where = { projectId: env.SANITY_PROJECT_ID ?? '', dataset: env.SANITY_DATASET ?? '' }
    const startedAt = typeof marker.startedAt === 'string' ? marker.startedAt : 'an unknown time'
    throw new SnapshotRefused(unfinishedImportMessage(where, startedAt))
  }
  const types = new Set<string>(documentTypes)
  const problems = await checkDocuments(
    documents.filter((document) => types.has(document._type)),
    documents,
  )
  return problems.map(({ id, field, message }) => `${id} › ${field}: ${message}`)
}
