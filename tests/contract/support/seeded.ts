import { copyFile, readFile } from 'node:fs/promises'
import path from 'node:path'
import { inject, vi } from 'vitest'
import { parseDataset } from '@/scripts/pipeline/snapshot/dataset'
import { scratchSeedDir } from '@/tests/unit/seed/fixtures'

/**
 * A copy of the authored content as seeded once for the run (tests/seededOnce.ts): the dataset
 * file in Sanity's import format, the folder holding it and its images, and its documents as
 * `npm run seed -- --import` hands them to the import.
 */
export async function seededDataset() {
  const dir = await scratchSeedDir()
  const file = path.join(dir, 'dataset.ndjson')
  await copyFile(inject('seededDataset'), file)
  return { file, dir, documents: parseDataset(await readFile(file, 'utf8'), file) }
}

export type SeededDataset = Awaited<ReturnType<typeof seededDataset>>

/** A copy of the seeded dataset, safe to change, as the embedded source of this process's pages. */
export async function seedScratchDataset(): Promise<typeof import('@/lib/content')> {
  vi.stubEnv('CONTENT_DATASET_FILE', (await seededDataset()).file)
  vi.stubEnv('SANITY_PROJECT_ID', undefined)
  vi.stubEnv('SITE_URL', undefined)
  return import('@/lib/content')
}
