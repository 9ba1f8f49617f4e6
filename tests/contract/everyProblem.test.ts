import { existsSync } from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostedClient, hostedConfigFromEnv, type HostedConfig } from '@/lib/sanity/client'
import { citedTwice, sourceUrlProblem } from '@/schemas/citationRules'
import { heroSizeProblem } from '@/schemas/heroImage'
import { listLevelProblem, listLevelsMax } from '@/schemas/listNesting'
import { unclosedBidi } from '@/schemas/textChecks'
import { unknownBlockType, unknownField } from '@/schemas/undeclaredContent'
import { limits } from '@/schemas/vocabulary'
import { startContentLake, type ContentLake } from '@/tests/contract/server/contentLake'
import type { StoredDocument } from '@/tests/contract/server/store'
import { importInto } from '@/tests/contract/support/importer'
import { seededDataset } from '@/tests/contract/support/seeded'
import {
  snapshotDocuments,
  takeSnapshot,
  type SnapshotRun,
} from '@/tests/contract/support/snapshot'
import { failureLines, rawError } from '@/tests/contract/support/unreadable'
import { publishedProblems } from '@/scripts/pipeline/snapshot/dataset'

/**
 * One hosted dataset holding at once everything real editors were found to publish broken: the
 * build's first step must refuse it, naming each problem by document and field, leaving the
 * dataset as it was and no snapshot behind; a Content Release's version or a draft in it, even a
 * broken one, is no problem and never reaches the snapshot.
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

/** An image uploaded as the Studio uploads it: its asset id, which carries its size. */
async function upload(bytes: Buffer, filename: string): Promise<string> {
  const config = hostedConfigFromEnv(hosted(), ['SANITY_API_READ_TOKEN']) as HostedConfig
  const client = hostedClient({ ...config, token: lake.tokens.write })
  return (await client.assets.upload('image', bytes, { filename }))._id
}

type Block = {
  _type: string
  _key: string
  style?: string
  listItem?: string
  level?: number
  markDefs?: unknown[]
  children?: { _type: string; _key: string; text: string; marks: string[] }[]
}
type Citation = { _key: string; url: string } & Record<string, unknown>

const span = (key: string, text: string) => ({ _type: 'span', _key: key, text, marks: [] })

/** A refused snapshot: one ✖ summary line and its problems, no trace, no folder left. */
function refusal(run: SnapshotRun) {
  expect(run.code).toBe(1)
  expect(run.stderr).not.toMatch(rawError)
  expect(existsSync(run.dir)).toBe(false)
  return failureLines(run.stderr)
}

describe('a hosted dataset holding every problem editors were found to publish', () => {
  it('is refused, every problem named by document and field at once, and a draft or a release version is none of them', async () => {
    const articles = lake.store.all().filter((document) => document._type === 'article')
    const citationsOf = (article: StoredDocument) => article.citations as Citation[]
    // Stories with room for one more citation, each given one bad one.
    const roomy = articles.filter((article) => citationsOf(article).length < limits.citationsMax)
    const [story, released] = articles
    const [local, credentials, lookalike, repeated] = roomy.filter((a) => a !== story)
    const picked = [story!, released!, local!, credentials!, lookalike!, repeated!]
    const drafted = articles.find((article) => !picked.includes(article))
    expect(drafted).toBeDefined()
    const originals = [story!, local!, credentials!, lookalike!, repeated!, drafted!]

    const flat = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#557799' } }).jpeg()
    const stripId = await upload(await flat(8000, 20).toBuffer(), 'strip.jpg')
    // A phone's upright 16:9 photo: stored 900×1600 with EXIF orientation 6, shown 1600×900.
    const phone = await flat(900, 1600).withMetadata({ orientation: 6 }).toBuffer()
    const phoneId = await upload(phone, 'phone.jpg')

    // One story: a hero too small for its frame, a list nested too deep, an unknown block and
    // mark, a field the Studio does not have, a 100 KB paragraph and an unclosed RLO.
    const body = structuredClone(story!.body) as Block[]
    const paragraphs = body.filter((block) => block._type === 'block' && block.style === 'normal')
    const [marked, long] = [paragraphs[0]!, paragraphs[1]!]
    const markedSpan = marked.children![0]!
    markedSpan.marks = ['underline']
    long.children = [span('long', 'x'.repeat(100_000))]
    const deepLevel = listLevelsMax + 1
    body.push({ _type: 'mystery', _key: 'unknown', text: 'Shown nowhere.' } as Block, {
      _type: 'block',
      _key: 'deep',
      style: 'normal',
      listItem: 'bullet',
      level: deepLevel,
      markDefs: [],
      children: [span('deep0', 'A point nested too deep.')],
    })
    const dek = `Quoted as \u202Ereversed, and never closed.`
    const hero = { ...(story!.hero as object), asset: { _type: 'reference', _ref: stripId } }
    const broken: StoredDocument[] = [{ ...story!, hero, body, dek, sidebar: 'Shown nowhere.' }]
    // A story whose hero is the phone's photo: no problem.
    const phoneHero = { ...(drafted!.hero as object), asset: { _type: 'reference', _ref: phoneId } }
    broken.push({ ...drafted!, hero: phoneHero })

    // Four more stories, each citing one address a reader cannot trust or has seen already.
    const cite = (article: StoredDocument, url: string) => {
      const citations = citationsOf(article)
      const added = { ...structuredClone(citations[0]!), _key: 'added', url }
      broken.push({ ...article, citations: [...citations, added] })
    }
    cite(local!, 'https://localhost/x')
    cite(credentials!, 'https://user:pass@10.0.0.1/x')
    cite(lookalike!, 'https://hrd\u0456ve.com/x')
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
    const heroProblem = `${at(story!, 'hero')}Hero image ${heroSizeProblem(8000, 20)}.`
    const documentProblems = [
      `${at(story!, 'body[_key=="deep"]')}Body ${listLevelProblem(deepLevel)}.`,
      // The Studio's block types follow, named as it names them.
      `${at(story!, 'body[_key=="unknown"]')}Body holds "mystery", which ${unknownBlockType}; use one of: `,
      `${at(story!, `body[_key=="${marked._key}"].children[_key=="${markedSpan._key}"].marks`)}Text is marked "underline", which is neither a style the Studio offers (strong, em) nor a link of this paragraph; remove the mark.`,
      `${at(story!, 'sidebar')}"sidebar" ${unknownField}.`,
      `${at(story!, `body[_key=="${long._key}"]`)}Paragraph must be at most ${limits.paragraph} characters.`,
      `${at(story!, 'dek')}Standfirst ${unclosedBidi(dek)}.`,
      `${at(local!, added)}URL ${sourceUrlProblem('https://localhost/x')}.`,
      `${at(credentials!, added)}URL ${sourceUrlProblem('https://user:pass@10.0.0.1/x')}.`,
      `${at(lookalike!, added)}URL ${sourceUrlProblem('https://hrd\u0456ve.com/x')}.`,
      `${at(repeated!, added)}URL ${citedTwice(0)}.`,
    ]
    const noRelease = (run: SnapshotRun) => {
      expect(run.output).not.toMatch(/versions\.|drafts\./)
      expect(run.output).not.toContain(releaseHeadline)
    }
    try {
      const dataset = JSON.stringify(lake.store.all())
      // Refused once, naming every problem: the hero with the Studio's rules.
      const run = await takeSnapshot(hosted())
      const [summary, ...problems] = refusal(run)
      expect(JSON.stringify(lake.store.all())).toBe(dataset)
      const expected = [heroProblem, ...documentProblems]
      const matches = (problem: string, line: string) =>
        problem === line || (line.endsWith(': ') && problem.startsWith(line))
      const missing = expected.filter((line) => !problems.some((p) => matches(p, line)))
      const unexpected = problems.filter((p) => !expected.some((line) => matches(p, line)))
      expect({ missing, unexpected }).toEqual({ missing: [], unexpected: [] })
      expect(summary).toBe(`✖ Snapshot: ${publishedProblems(expected.length)}`)
      noRelease(run)

      // With every problem fixed, the release's version and the draft are still in the dataset,
      // and out of the snapshot.
      for (const document of originals) lake.store.put(document)
      const fixed = await takeSnapshot(hosted())
      expect(fixed.code).toBe(0)
      const taken = await snapshotDocuments(fixed.dir)
      expect(taken.filter(({ _id }) => /^(drafts|versions)\./.test(_id))).toEqual([])
      for (const { _id, headline } of [released!, drafted!])
        expect(taken.find((document) => document._id === _id)?.headline).toBe(headline)
      expect(JSON.stringify(taken)).not.toContain(releaseHeadline)
      expect(lake.store.get(version._id)?.headline).toBe(releaseHeadline)
    } finally {
      for (const document of originals) lake.store.put(document)
      lake.store.transaction([{ delete: { id: version._id } }, { delete: { id: draft._id } }])
    }
    // Three snapshots of the whole dataset, each checked by the Studio's rules: 20 s when busy.
  }, 90_000)
})
