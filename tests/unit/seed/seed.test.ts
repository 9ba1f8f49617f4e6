import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { categorySlugs, limits } from '@/schemas/vocabulary'
import { readingMinutes } from '@/schemas/readingTime'
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
  it('passes every rule and holds 19 articles and 29 summaries', async () => {
    const documents = await build()
    expect(ofType(documents, 'article')).toHaveLength(19)
    expect(ofType(documents, 'summary')).toHaveLength(29)
    expect(ofType(documents, 'job')).toHaveLength(4)
  })

  it('fills the four listings with 9, 9, 8 and 8 cards', async () => {
    const summaries = ofType(await build(), 'summary')
    const counts = Object.fromEntries(
      categorySlugs.map((slug) => [
        slug,
        summaries.filter((summary) =>
          (summary.categories as { _ref: string }[]).some((ref) => ref._ref === `category-${slug}`),
        ).length,
      ]),
    )
    expect(counts).toEqual({ leadership: 9, talent: 9, culture: 8, analytics: 8 })
  })

  it('gives every article a read time between 4 and 18 minutes', async () => {
    for (const article of ofType(await build(), 'article')) {
      const minutes = readingMinutes(article.body as Parameters<typeof readingMinutes>[0])
      expect(minutes, String(article._id)).toBeGreaterThanOrEqual(limits.readMinutesMin)
      expect(minutes, String(article._id)).toBeLessThanOrEqual(limits.readMinutesMax)
    }
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
  it('gives byte-identical output for the same input', async () => {
    const dir = await scratchSeedDir()
    const first = path.join(dir, 'first.ndjson')
    const second = path.join(dir, 'second.ndjson')
    const quiet = () => {}
    expect(
      await runSeed({
        content: await contentCopy(),
        outFile: first,
        expectations: corpusExpectations,
        log: quiet,
      }),
    ).toBe(0)
    expect(
      await runSeed({
        content: await contentCopy(),
        outFile: second,
        expectations: corpusExpectations,
        log: quiet,
      }),
    ).toBe(0)
    const [a, b] = await Promise.all([readFile(first), readFile(second)])
    expect(a.equals(b)).toBe(true)
  })

  it('writes one JSON document per line, sorted by id', async () => {
    const dir = await scratchSeedDir()
    const outFile = path.join(dir, 'dataset.ndjson')
    await runSeed({
      content: await contentCopy(),
      outFile,
      expectations: corpusExpectations,
      log: () => {},
    })
    const ids = (await readFile(outFile, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as SanityDocument)._id)
    expect(ids).toEqual([...ids].sort())
    expect(new Set(ids).size).toBe(ids.length)
  })
})
