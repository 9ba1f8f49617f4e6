import { apiTarget, hostedClient, hostedConfigFromEnv } from '@/lib/content/hosted/client'
import type { RetryPolicy } from '@/lib/content/hosted/retry'
import { localDataset } from '@/seed/import/local'
import { runImport, type ImportOptions } from '@/seed/import/runImport'
import type { ContentLake } from '../server/contentLake'
import type { SeededDataset } from './seeded'

/** Backoff in milliseconds, not seconds: the faults are the same, the suite stays fast. */
export const fastRetry: RetryPolicy = { attempts: 4, baseDelayMs: 5, maxDelayMs: 20 }

/** Imports the seeded dataset into the stand-in, as `npm run seed -- --import` would. */
export async function importInto(
  lake: ContentLake,
  seeded: SeededDataset,
  options: Partial<ImportOptions> & { env?: Record<string, string> } = {},
) {
  const config = hostedConfigFromEnv(
    lake.env({
      SANITY_API_WRITE_TOKEN: lake.tokens.write,
      SANITY_TIMEOUT_MS: '2000',
      ...options.env,
    }),
    ['SANITY_API_WRITE_TOKEN'],
  )
  if ('missing' in config) throw new Error(`missing ${config.missing.join(', ')}`)
  const log: string[] = []
  const report = await runImport({
    client: hostedClient(config),
    local: await localDataset(seeded.documents, seeded.dir),
    target: apiTarget(config, 'Editor'),
    timeoutMs: config.timeoutMs,
    retry: fastRetry,
    log: (line) => log.push(line),
    ...options,
  })
  return { report, log }
}
