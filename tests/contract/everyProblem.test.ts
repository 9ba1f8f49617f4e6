import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { citedTwice, sourceUrlProblem } from '@/schemas/citationRules'
import { unclosedBidi } from '@/schemas/textChecks'
import { unknownBlockType, unknownField } from '@/schemas/undeclaredContent'
import { limits } from '@/schemas/vocabulary'
import { startContentLake, type ContentLake } from '@/tests/contract/server/contentLake'
import type { StoredDocument } from '@/tests/contract/server/store'
import { importInto } from '@/tests/contract/support/importer'
import { seededDataset } from '@/tests/contract/support/seeded'
import { expectRefused, takeSnapshot, type SnapshotRun } from '@/tests/contract/support/snapshot'
import { publishedProblems } from '@/scripts/pipeline/snapshot/dataset'

/**
 * A hosted dataset holding at once problems of several documents, of the kinds real editors
 * published: the build's first step must refuse it, naming each by document and field, leaving
 * the dataset as it was and no snapshot behind; a Content Release's version or a draft in it,
 * even a broken one, is no problem (that neither reaches a snapshot: snapshot.test.ts). Each
 * rule's own cases are tests/unit/studio's.
 */

let lake: ContentLake

beforeAll(async () => {
  lake = await startContentLake()
  await importInto(lake, await seededDataset())
})
afterAll(async () => {
  await lake?.close()
})

const hosted = () =>
  lake.env({ SANITY_API_READ_TOKEN: lake.tokens.read, SANITY_TIMEOUT_MS: '2000' })

type Block = { _type: string; _key: string }
type Citation = { _key: string; url: string } & Record<string, unknown>

describe('a hosted dataset holding problems in several documents', () => {
  it('is refused, every problem named by document and field at once, and a draft or a release version is none of them', async () => {
    const articles = lake.store.all().filter((document) => document._type === 'article')
    const citationsOf = (article: StoredDocument) => article.citations as Citation[]
    // Stories with room for one more citation, each given one bad one.
    const roomy = articles.filter((article) => citationsOf(article).length < limits.citationsMax)
    const [story, released] = articles
    const [local, repeated] = roomy.filter((a) => a !== story)
    const picked = [story!, released!, local!, repeated!]
    const drafted = articles.find((article) => !picked.includes(article))
    expect(drafted).toBeDefined()
    const originals = [story!, local!, repeated!]

    // One story: an unknown block, a field the Studio does not have and an unclosed RLO.
    const body = [
      ...(structuredClone(story!.body) as Block[]),
      { _type: 'mystery', _key: 'unknown', text: 'Shown nowhere.' },
    ]
    const dek = `Quoted as \u202Ereversed, and never closed.`
    const broken: StoredDocument[] = [{ ...story!, body, dek, sidebar: 'Shown nowhere.' }]

    // Two more stories, each citing an address a reader cannot trust or has seen already.
    const cite = (article: StoredDocument, url: string) => {
      const citations = citationsOf(article)
      const added = { ...structuredClone(citations[0]!), _key: 'added', url }
      broken.push({ ...article, citations: [...citations, added] })
    }
    cite(local!, 'https://localhost/x')
    cite(repeated!, citationsOf(repeated!)[0]!.url)

    // A Content Release's version of a story, with a headline of its own, and a broken draft.
    const releaseHeadline = 'A headline only the spring release has'
    const version = {
      ...released!,
      _id: `versions.rSpring.${released!._id}`,
      headline: releaseHeadline,
    }
    const draft = { ...drafted!, _id: `drafts.${drafted!._id}`, headline: '' }

    for (const document of [...broken, version, draft]) lake.store.put(document)
    const at = (document: StoredDocument, field: string) => `  ✖ ${document._id} › ${field}: `
    const added = 'citations[_key=="added"].url'
    const expected = [
      // The Studio's block types follow, named as it names them.
      `${at(story!, 'body[_key=="unknown"]')}Body holds "mystery", which ${unknownBlockType}; use one of: `,
      `${at(story!, 'sidebar')}"sidebar" ${unknownField}.`,
      `${at(story!, 'dek')}Standfirst ${unclosedBidi(dek)}.`,
      `${at(local!, added)}URL ${sourceUrlProblem('https://localhost/x')}.`,
      `${at(repeated!, added)}URL ${citedTwice(0)}.`,
    ]
    const noRelease = (run: SnapshotRun) => {
      expect(run.output).not.toMatch(/versions\.|drafts\./)
      expect(run.output).not.toContain(releaseHeadline)
    }
    try {
      const dataset = JSON.stringify(lake.store.all())
      const run = await takeSnapshot(hosted())
      const [summary, ...problems] = expectRefused(run)
      expect(JSON.stringify(lake.store.all())).toBe(dataset)
      const matches = (problem: string, line: string) =>
        problem === line || (line.endsWith(': ') && problem.startsWith(line))
      const missing = expected.filter((line) => !problems.some((p) => matches(p, line)))
      const unexpected = problems.filter((p) => !expected.some((line) => matches(p, line)))
      expect({ missing, unexpected }).toEqual({ missing: [], unexpected: [] })
      expect(summary).toBe(`✖ Snapshot: ${publishedProblems(expected.length)}`)
      noRelease(run)
    } finally {
      for (const document of originals) lake.store.put(document)
      lake.store.transaction([{ delete: { id: version._id } }, { delete: { id: draft._id } }])
    }
  }, 60_000)
})
