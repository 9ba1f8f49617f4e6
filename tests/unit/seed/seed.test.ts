import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { corpusExpectations } from '@/seed/content/expectations'
import { buildDataset } from '@/seed/lib/buildDataset'
import { runSeed } from '@/seed/lib/runSeed'
import type { SanityDocument } from '@/seed/lib/toDocuments'
import { contentCopy, imagesDir, scratchSeedDir } from '@/tests/unit/seed/fixtures'

async function build(): Promise<SanityDocument[]> {
  const result = await buildDataset(await contentCopy(), {
    imagesDir,
    expectations: corpusExpectations,
  })
  if (!result.ok)
    throw new Error(
      result.issues.map((issue) => `${issue.id} ${issue.field} ${issue.message}`).join('\n'),
    )
  return result.documents
}

const ofType = (documents: SanityDocument[], type: string) =>
  documents.filter((document) => document._type === type)

describe('the authored content', () => {
  it("passes every rule, the Studio's and the corpus's counts", async () => {
    await expect(build()).resolves.not.toHaveLength(0)
  })

  it('hides the Back to Home button on the Verizon article only', async () => {
    const hidden = ofType(await build(), 'article').filter(
      (article) => article.showBackToHome === false,
    )
    expect(hidden.map((article) => article._id)).toEqual(['article-verizon-slur-title-vii'])
  })

  it('writes images in the import format, as files beside the dataset', async () => {
    const article = ofType(await build(), 'article').find(
      (doc) => doc._id === 'article-h1b-changes',
    )!
    expect(article.hero).toMatchObject({
      _type: 'figure',
      _sanityAsset: 'image@file://./images/h1b-changes.png',
    })
  })
})

describe('writing the dataset', () => {
  it('gives byte-identical output for the same input, one JSON document per line sorted by id', async () => {
    const dir = await scratchSeedDir()
    const written = await Promise.all(
      ['first.ndjson', 'second.ndjson'].map(async (name) => {
        const outFile = path.join(dir, name)
        const run = { content: await contentCopy(), outFile, expectations: corpusExpectations }
        expect(await runSeed({ ...run, log: () => {} })).toBe(0)
        return readFile(outFile)
      }),
    )
    expect(written[0]!.equals(written[1]!)).toBe(true)
    const ids = written[0]!
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as SanityDocument)._id)
    expect(ids).toEqual([...new Set(ids)].sort())
  })
})
