import path from 'node:path'
import type { DatasetDocument } from '@/lib/sanity/datasetFile'
import { corpusExpectations } from '@/seed/content/expectations'
import { seed } from '@/seed/lib/runSeed'
import { contentCopy, scratchSeedDir } from '@/tests/unit/seed/fixtures'

export interface SeededDataset {
  /** The dataset file, in Sanity's import format; images are in ./images beside it. */
  file: string
  dir: string
  /** Its documents as `npm run seed -- --import` hands them to the import: in memory, not re-read. */
  documents: DatasetDocument[]
}

/** The authored content, seeded into a scratch folder. */
export async function seededDataset(): Promise<SeededDataset> {
  const dir = await scratchSeedDir()
  const file = path.join(dir, 'dataset.ndjson')
  const { documents } = await seed({
    content: await contentCopy(),
    outFile: file,
    expectations: corpusExpectations,
    log: () => {},
  })
  if (!documents) throw new Error('the authored content did not seed')
  // Plain JSON by construction: the same documents the file holds.
  return { file, dir, documents: documents as DatasetDocument[] }
}
