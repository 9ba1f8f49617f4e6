import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getImageAssets } from '@/lib/content/buildInputs'
import {
  snapshotDatasetName,
  snapshotRecordName,
  snapshotVariable,
  type SnapshotRecord,
} from '@/lib/content/snapshot'
import { forgetSnapshots } from '@/lib/content/source'
import { importMarker, importMarkerId } from '@/lib/sanity/importMarker'
import { sourceUrlProblem } from '@/schemas/citationRules'
import { unclosedBidi } from '@/schemas/textChecks'
import { unknownField } from '@/schemas/undeclaredContent'
import { categorySlugs, limits } from '@/schemas/vocabulary'
import { parseDataset, publishedProblems } from '@/scripts/pipeline/snapshot/dataset'
import {
  refusalLines,
  takeSnapshot as takeSnapshotInto,
} from '@/scripts/pipeline/snapshot/takeSnapshot'
import {
  startContentLake,
  type ContentLake,
  type Endpoint,
  type Fault,
} from '@/tests/contract/server/contentLake'
import { importInto } from '@/tests/contract/support/importer'
import { seededDataset, type SeededDataset } from '@/tests/contract/support/seeded'
import { failureLines, rawError, websitePage } from '@/tests/contract/support/unreadable'

/** The first step of `npm run build`: the one copy of the content every later step reads. */

type Content = typeof import('@/lib/content')

/**
 * The build's first step, in this process, with exactly these variables (none of this process's
 * own), into a new folder (`dir`); its output as the command would print it.
 */
async function takeSnapshot(env: Record<string, string>) {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), 'snapshot-')), 'snapshot')
  const printed: string[] = []
  try {
    await takeSnapshotInto(dir, env, (line) => printed.push(line))
    return { code: 0, output: printed.join('\n'), stderr: '', dir }
  } catch (error) {
    const stderr = refusalLines(error).join('\n')
    return { code: 1, output: [...printed, stderr].join('\n'), stderr, dir }
  }
}

type SnapshotRun = Awaited<ReturnType<typeof takeSnapshot>>

/** A refused snapshot: exit 1, its ✖ lines, no stack trace, and no folder left behind. */
function expectRefused(run: SnapshotRun) {
  expect(run.code).toBe(1)
  expect(run.stderr).not.toMatch(rawError)
  expect(existsSync(run.dir)).toBe(false)
  return failureLines(run.stderr)
}

const snapshotRecord = async (dir: string) =>
  JSON.parse(await readFile(path.join(dir, snapshotRecordName), 'utf8')) as SnapshotRecord

/** Runs with pages reading this snapshot, as a build's later steps do; undone after the file. */
async function withSnapshot<T>(dir: string | undefined, read: () => Promise<T>) {
  vi.stubEnv(snapshotVariable, dir)
  forgetSnapshots()
  try {
    return await read()
  } finally {
    forgetSnapshots()
  }
}

let lake: ContentLake
let seeded: SeededDataset
let content: Content

beforeAll(async () => {
  lake = await startContentLake()
  seeded = await seededDataset()
  await importInto(lake, seeded)
  content = await import('@/lib/content')
})
afterAll(async () => {
  await lake?.close()
})

const hosted = (extra: Record<string, string> = {}) =>
  lake.env({ SANITY_API_READ_TOKEN: lake.tokens.read, SANITY_TIMEOUT_MS: '2000', ...extra })

/** Everything the pages ask for: what a build renders, page by page. */
async function everyPage(source: Content) {
  const slugs = await source.getArticleSlugs()
  return {
    settings: await source.getSettings(),
    home: await source.getHome(),
    listings: await Promise.all(categorySlugs.map((slug) => source.getCategoryListing(slug))),
    articles: (await Promise.all(slugs.map((slug) => source.getArticle(slug)))).map(
      // The one field that may differ: when a document was last written to the dataset.
      (article) => article && { ...article, modifiedAt: '' },
    ),
    about: await source.getAboutPage(),
    privacy: await source.getPrivacyPage(),
    careers: await source.getCareersPage(),
    images: (await getImageAssets()).map(({ assetId, width, height }) => ({
      assetId,
      width,
      height,
    })),
  }
}

describe('a snapshot of the hosted dataset', () => {
  let first: SnapshotRun
  /** When the dataset last wrote the story whose dates the pages show. */
  let storyWritten: unknown
  beforeAll(async () => {
    const story = lake.store.get('article-h1b-changes')!
    storyWritten = story._updatedAt
    // A draft and a Content Release's version of it, each with a headline of its own and a
    // field the Studio does not have: the ids and the pages below show that neither is in the
    // snapshot, and its being taken that neither is checked as published.
    for (const _id of ['drafts.article-h1b-changes', 'versions.rSpring.article-h1b-changes'])
      lake.store.put({ ...story, _id, headline: `A headline only ${_id} has`, sidebar: 'x' })
    // The first export of this process: a dropped connection a kept socket would hide is seen.
    lake.faults.add({ reset: true }, { endpoint: 'export', times: 2 })
    first = await takeSnapshot(hosted())
  })

  it('holds every published document and image, names itself by a hash of them, and is taken when the export drops a connection', async () => {
    // Taken though its export's connection dropped twice before it started.
    expect(lake.faults.pending).toBe(0)
    expect(first.output).toMatch(/Snapshot: the hosted dataset, 90 documents and 30 images/)
    expect(first.code).toBe(0)
    const file = path.join(first.dir, snapshotDatasetName)
    const ids = parseDataset(await readFile(file, 'utf8'), file).map((document) => document._id)
    expect(ids.sort()).toEqual(seeded.documents.map((document) => document._id).sort())
    const record = await snapshotRecord(first.dir)
    expect(record).toMatchObject({ source: 'hosted', documents: 90, images: 30 })
    expect(record.hash).toMatch(/^sha256:[0-9a-f]{64}$/)

    const again = await takeSnapshot(hosted())
    expect((await snapshotRecord(again.dir)).hash).toBe(record.hash)
    const article = lake.store.get('article-h1b-changes')!
    lake.store.put({ ...article, headline: `${String(article.headline)} (revised)` })
    try {
      const changed = await takeSnapshot(hosted())
      expect((await snapshotRecord(changed.dir)).hash).not.toBe(record.hash)
    } finally {
      lake.store.put(article)
    }
    // Two snapshots of the whole dataset: 15 s when the machine is busy.
  }, 60_000)

  it('gives every page the same content as the embedded dataset, image ids included', async () => {
    vi.stubEnv('CONTENT_DATASET_FILE', seeded.file)
    const embedded = await withSnapshot(undefined, () => everyPage(content))
    const fromLake = await withSnapshot(first.dir, () => everyPage(content))
    expect(embedded.articles).toHaveLength(19)
    expect(embedded.images.length).toBeGreaterThanOrEqual(19)
    expect(fromLake).toEqual(embedded)
    const article = await withSnapshot(first.dir, () => content.getArticle('h1b-changes'))
    expect(article?.modifiedAt).toBe(storyWritten)
  })

  // Each rule's own cases are tests/unit/studio's and the seed's refusals'.
  it("is refused when published documents break the Studio's rules, each problem named by document and field at once, the dataset left as it was", async () => {
    const [story, local] = lake.store
      .all()
      .filter(
        ({ _type, citations }) =>
          _type === 'article' && (citations as unknown[]).length < limits.citationsMax,
      )
    const dek = `Quoted as \u202Ereversed, and never closed.`
    const citations = local!.citations as { url: string }[]
    const added = { ...structuredClone(citations[0]!), _key: 'added', url: 'https://localhost/x' }
    const broken = [
      { ...story!, dek, sidebar: 'Shown nowhere.' },
      { ...local!, citations: [...citations, added] },
    ]
    const expected = [
      `  ✖ ${story!._id} › sidebar: "sidebar" ${unknownField}.`,
      `  ✖ ${story!._id} › dek: Standfirst ${unclosedBidi(dek)}.`,
      `  ✖ ${local!._id} › citations[_key=="added"].url: URL ${sourceUrlProblem(added.url)}.`,
    ]
    for (const document of broken) lake.store.put(document)
    const dataset = JSON.stringify(lake.store.all())
    try {
      const [summary, ...problems] = expectRefused(await takeSnapshot(hosted()))
      expect(JSON.stringify(lake.store.all())).toBe(dataset)
      expect(problems.toSorted()).toEqual(expected.toSorted())
      expect(summary).toBe(`✖ Snapshot: ${publishedProblems(expected.length)}`)
    } finally {
      for (const document of [story!, local!]) lake.store.put(document)
    }
  })

  // Bytes that are no image: the embedded dataset's test below, through the same check.
  it('names the asset and the documents using it when an image cannot be downloaded', async () => {
    lake.faults.add({ status: 404 }, { endpoint: 'images' })
    // Sanity's exporter warns (kept off the log) and goes on without it; the snapshot refuses.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const [summary, ...problems] = expectRefused(await takeSnapshot(hosted()))
      expect(summary).toMatch(/image use\(s\) cannot be shown; nothing was built/)
      const asset = /: image (image-[0-9a-f]{40}-\d+x\d+-png) /.exec(problems[0]!)?.[1]
      for (const problem of problems)
        expect(problem).toMatch(
          new RegExp(
            `^ {2}✖ [a-z0-9-]+ › [a-zA-Z.[\\]0-9]+: image ${asset} is missing; upload the image again in the Studio and publish\\.$`,
          ),
        )
    } finally {
      warn.mockRestore()
      lake.faults.clear()
    }
  })
})

describe('a snapshot that cannot be taken stops the build with one line saying what to do', () => {
  // That the build's own command stops on it: publishBuild.ts.
  it('a refused read token names SANITY_API_READ_TOKEN', async () => {
    const [message, ...more] = expectRefused(
      await takeSnapshot(hosted({ SANITY_API_READ_TOKEN: 'revoked' })),
    )
    expect(more).toEqual([])
    expect(message).toMatch(
      /Sanity refused the token in SANITY_API_READ_TOKEN \(HTTP 401.*Viewer role/,
    )
  })

  it('no read token names SANITY_API_READ_TOKEN before any request', async () => {
    const before = lake.requests.length
    const [message] = expectRefused(await takeSnapshot(lake.env()))
    expect(message).toMatch(/^✖ Snapshot: Set SANITY_API_READ_TOKEN: .*Viewer role/)
    expect(lake.requests).toHaveLength(before)
  })

  // A stream cannot be resumed: the build stops, and the next build (the next publish, push or
  // hour) takes the snapshot afresh.
  const read = 'Could not read the published content'
  const exported =
    'Could not export the published content \\(project "contract1", dataset "production"\\)'
  it.each([
    [
      'an unreachable API',
      undefined,
      read,
      'could not reach http://127.0.0.1:9 \\(connect ECONNREFUSED',
    ],
    [
      'an answer cut off half-way',
      ['query', { truncate: true }],
      read,
      'stopped answering or cut its answer off \\(no whole answer within 3200 ms\\)\\. Check the network connection',
    ],
    [
      'a web page where the API answers',
      ['query', { status: 200, html: websitePage }],
      read,
      'is not the Sanity API \\(it answered HTTP 200 with an HTML page \\("Welcome"\\) where JSON was expected\\)\\. The project id or API host is probably wrong: check SANITY_PROJECT_ID',
    ],
    ['a server error during the export', ['export', { status: 503 }], exported, 'HTTP 503'],
  ] satisfies [string, [Endpoint, Fault] | undefined, string, string][])(
    '%s',
    async (_, fault, what, cause) => {
      if (fault) lake.faults.add(fault[1], { endpoint: fault[0], times: 100 })
      const unreachable: Record<string, string> = fault
        ? {}
        : { SANITY_API_HOST: 'http://127.0.0.1:9' }
      try {
        const [message, ...more] = expectRefused(
          await takeSnapshot(hosted({ SANITY_TIMEOUT_MS: '300', ...unreachable })),
        )
        expect(more).toEqual([])
        expect(message).toMatch(
          new RegExp(`^✖ Snapshot: ${what}.*${cause}.*Nothing was built`, 'i'),
        )
        expect(message!.length).toBeLessThan(500)
      } finally {
        lake.faults.clear()
      }
    },
  )
})

describe('a dataset an import is still writing', () => {
  // That an import stopped part-way leaves its marker: import.test.ts.
  it('is never built from', async () => {
    lake.store.put({ ...importMarker(new Date()) })
    try {
      const [message, ...others] = expectRefused(await takeSnapshot(hosted()))
      expect(others).toEqual([])
      expect(message).toMatch(
        /^✖ Snapshot: An import into contract1\/production started at \d{4}-\d\d-\d\dT[\d:.]+Z has not finished: run `npm run seed -- --import` again to finish it; nothing was built\.$/,
      )
    } finally {
      lake.store.transaction([{ delete: { id: importMarkerId } }])
    }
  })
})

describe('a snapshot of the embedded dataset', () => {
  it('names a dataset file that does not exist', async () => {
    const [message] = expectRefused(
      await takeSnapshot({ CONTENT_DATASET_FILE: '/nonexistent/dataset.ndjson' }),
    )
    expect(message).toBe(
      '✖ Snapshot: CONTENT_DATASET_FILE names /nonexistent/dataset.ndjson, which does not exist. Unset it to build from seed/.',
    )
  })

  it('names the file and the document using it when an image is not an image', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'not-an-image-'))
    await mkdir(path.join(dir, 'images'))
    await writeFile(path.join(dir, 'images', 'hero.png'), 'a text file, not a picture')
    const file = path.join(dir, 'dataset.ndjson')
    const hero = { _type: 'figure', _sanityAsset: 'image@file://./images/hero.png', alt: 'x' }
    await writeFile(file, JSON.stringify({ _id: 'article-a', _type: 'article', hero }) + '\n')
    const [, problem] = expectRefused(await takeSnapshot({ CONTENT_DATASET_FILE: file }))
    expect(problem).toBe(
      '  ✖ article-a › hero: image images/hero.png is not an image (26 bytes that no image format describes); replace the file and run `npm run seed`.',
    )
  })

  it("refuses an image outside the dataset file's folder, naming it, and copies nothing", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outside-'))
    const file = path.join(dir, 'dataset.ndjson')
    const hero = { _type: 'figure', _sanityAsset: 'image@file://./../secret.png', alt: 'x' }
    await writeFile(file, JSON.stringify({ _id: 'article-a', _type: 'article', hero }) + '\n')
    expect(expectRefused(await takeSnapshot({ CONTENT_DATASET_FILE: file }))).toEqual([
      `✖ Snapshot: ${file} names 1 image(s) outside its folder; run \`npm run seed\` again.`,
      '  ✖ "../secret.png"',
    ])
  })
  // A hero too small: schema.test.ts; a phone's photo taken as shown: media.test.ts.
})
