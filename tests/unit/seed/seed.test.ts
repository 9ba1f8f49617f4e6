import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, inject, it } from 'vitest'
import { corpusExpectations } from '@/seed/content/expectations'
import { runSeed } from '@/seed/lib/runSeed'
import type { SanityDocument } from '@/seed/lib/toDocuments'
import { contentCopy, scratchSeedDir } from '@/tests/unit/seed/fixtures'

/** The authored content seeded again: it passes every rule, the Studio's and the corpus's counts. */
const outFile = path.join(await scratchSeedDir(), 'dataset.ndjson')
const run = { content: await contentCopy(), outFile, expectations: corpusExpectations }
const exitCode = await runSeed({ ...run, log: () => {} })
const written = [await readFile(outFile), await readFile(inject('seededDataset'))]
const ids = written[0]!
  .toString('utf8')
  .trim()
  .split('\n')
  .map((line) => (JSON.parse(line) as SanityDocument)._id)

it('the seed writes byte-identical output for the same input, one JSON document per line sorted by id', () => {
  expect(exitCode).toBe(0)
  // The same as the run's own seeding (tests/seededOnce.ts), byte for byte.
  expect(written[0]!.equals(written[1]!)).toBe(true)
  expect(ids).toEqual([...new Set(ids)].sort())
})
