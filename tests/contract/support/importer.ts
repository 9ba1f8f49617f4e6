import { apiTarget, hostedClient, hostedConfigFromEnv } from '@/lib/sanity/client'
import { runImport, type ImportOptions } from '@/seed/import/runImport'
import type { ContentLake } from '@/tests/contract/server/contentLake'
import type { SeededDataset } from '@/tests/contract/support/seeded'

/** Imports the seeded dataset into the stand-in, as `npm run seed -- --import` would. */
export async function importInto(
  lake: ContentLake,
  seeded: SeededDataset,
  options: Partial<ImportOptions> = {},
) {
  const config = hostedConfigFromEnv(
    lake.env({ SANITY_API_WRITE_TOKEN: lake.tokens.write, SANITY_TIMEOUT_MS: '2000' }),
    ['SANITY_API_WRITE_TOKEN'],
  )
  if ('missing' in config) throw new Error(`missing ${config.missing.join(', ')}`)
  const report = await runImport({
    client: hostedClient(config),
    documents: seeded.documents,
    baseDir: seeded.dir,
    target: apiTarget(config, 'Editor'),
    stallMs: 20_000,
    ...options,
  })
  return { report }
}
