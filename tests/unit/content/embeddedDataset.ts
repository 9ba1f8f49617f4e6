import { copyFile } from 'node:fs/promises'
import path from 'node:path'
import { inject } from 'vitest'
import { scratchSeedDir } from '@/tests/unit/seed/fixtures'

/** A copy of the seeded dataset (tests/seededOnce.ts), safe to change, as the embedded source. */
export async function seedScratchDataset(): Promise<typeof import('@/lib/content')> {
  const outFile = path.join(await scratchSeedDir(), 'dataset.ndjson')
  await copyFile(inject('seededDataset'), outFile)
  process.env.CONTENT_DATASET_FILE = outFile
  delete process.env.SANITY_PROJECT_ID
  delete process.env.SITE_URL
  return import('@/lib/content')
}
