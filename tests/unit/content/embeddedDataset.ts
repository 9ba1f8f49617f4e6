import path from 'node:path'
import { corpusExpectations } from '@/seed/content/expectations'
import { runSeed } from '@/seed/lib/runSeed'
import { contentCopy, scratchSeedDir } from '@/tests/unit/seed/fixtures'

/** Seeds the authored content into a scratch folder and points the embedded source at it. */
export async function seedScratchDataset(): Promise<typeof import('@/lib/content')> {
  const dir = await scratchSeedDir()
  const outFile = path.join(dir, 'dataset.ndjson')
  const exitCode = await runSeed({
    content: await contentCopy(),
    outFile,
    expectations: corpusExpectations,
    log: () => {},
  })
  if (exitCode !== 0) throw new Error('the authored content did not seed')
  process.env.CONTENT_DATASET_FILE = outFile
  delete process.env.SANITY_PROJECT_ID
  delete process.env.SITE_URL
  return import('@/lib/content')
}
