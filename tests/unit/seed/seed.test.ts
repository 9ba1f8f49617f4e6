import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, it } from 'vitest'
import { corpusExpectations } from '@/seed/content/expectations'
import { runSeed } from '@/seed/lib/runSeed'
import type { SanityDocument } from '@/seed/lib/toDocuments'
import { contentCopy, scratchSeedDir } from '@/tests/unit/seed/fixtures'

/** The authored content seeded twice: it passes every rule, the Studio's and the corpus's counts. */
const dir = await scratchSeedDir()
const written = await Promise.all(
  ['first.ndjson', 'second.ndjson'].map(async (name) => {
    const outFile = path.join(dir, name)
    const run = { content: await contentCopy(), outFile, expectations: corpusExpectations }
    return { exitCode: await runSeed({ ...run, log: () => {} }), bytes: await readFile(outFile) }
  }),
)
const documents = written[0]!.bytes
  .toString('utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as SanityDocument)
const articles = documents.filter((document) => document._type === 'article')

it('the seed writes byte-identical output for the same input, one JSON document per line sorted by id', () => {
  expect(written.map(({ exitCode }) => exitCode)).toEqual([0, 0])
  expect(written[0]!.bytes.equals(written[1]!.bytes)).toBe(true)
  const ids = documents.map((document) => document._id)
  expect(ids).toEqual([...new Set(ids)].sort())
})

it('the seed hides the Back to Home button on the Verizon article only', () => {
  const hidden = articles.filter((article) => article.showBackToHome === false)
  expect(hidden.map((article) => article._id)).toEqual(['article-verizon-slur-title-vii'])
})

it('the seed writes images in the import format, as files beside the dataset', () => {
  expect(articles.find((doc) => doc._id === 'article-h1b-changes')!.hero).toMatchObject({
    _type: 'figure',
    _sanityAsset: 'image@file://./images/h1b-changes.png',
  })
})
