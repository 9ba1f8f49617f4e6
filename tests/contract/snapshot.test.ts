import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getImageAssets } from '@/lib/content/buildInputs'
import { heroSizeProblem } from '@/schemas/heroImage'
import { unknownField } from '@/schemas/undeclaredContent'
import { categorySlugs, limits } from '@/schemas/vocabulary'
import { importCommand } from '@/seed/import/command'
import { startContentLake, type ContentLake } from '@/tests/contract/server/contentLake'
import type { Fault } from '@/tests/contract/server/faults'
import { importInto } from '@/tests/contract/support/importer'
import { seededDataset, type SeededDataset } from '@/tests/contract/support/seeded'
import {
  snapshotDocuments,
  snapshotRecord,
  runSnapshotCommand,
  takeSnapshot,
  withSnapshot,
  type SnapshotRun,
} from '@/tests/contract/support/snapshot'
import { failureLines, rawError, websitePage } from '@/tests/contract/support/unreadable'

/** The first step of `npm run build`: the one copy of the content every later step reads. */

type Content = typeof import('@/lib/content')

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

/** A refused snapshot: exit 1, one ✖ line first, no stack trace, and no folder left behind. */
function expectRefused(run: SnapshotRun) {
  expect(run.code).toBe(1)
  expect(run.stderr).not.toMatch(rawError)
  expect(existsSync(run.dir)).toBe(false)
  return failureLines(run.stderr)
}

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
  it('holds every published document and image, and names itself by a hash of them', async () => {
    const first = await takeSnapshot(hosted())
    expect(first.output).toMatch(/Snapshot: the hosted dataset, 90 documents and 30 images/)
    expect(first.code).toBe(0)
    const ids = (await snapshotDocuments(first.dir)).map((document) => document._id)
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
  })

  it('gives every page the same content as the embedded dataset, image ids included', async () => {
    const { dir, code } = await takeSnapshot(hosted())
    expect(code).toBe(0)
    process.env.CONTENT_DATASET_FILE = seeded.file
    try {
      const embedded = await withSnapshot(undefined, () => everyPage(content))
      const fromLake = await withSnapshot(dir, () => everyPage(content))
      expect(embedded.articles).toHaveLength(19)
      expect(embedded.images.length).toBeGreaterThanOrEqual(19)
      expect(fromLake).toEqual(embedded)
      const article = await withSnapshot(dir, () => content.getArticle('h1b-changes'))
      expect(article?.modifiedAt).toBe(lake.store.get('article-h1b-changes')?._updatedAt)
    } finally {
      delete process.env.CONTENT_DATASET_FILE
    }
  })

  it('takes published documents only: a draft or a release version, even a broken one, is never built', async () => {
    const settings = lake.store.get('siteSettings')!
    const article = lake.store.get('article-h1b-changes')!
    // The export sends every document, as the API does; @sanity/export's `drafts: false` leaves
    // out drafts and Content Releases' versions alike.
    const unpublished = [
      { ...settings, _id: 'drafts.siteSettings', siteName: 'Draft' },
      { ...article, _id: 'drafts.article-h1b-changes', headline: '' },
      { ...settings, _id: 'versions.rSpring.siteSettings', siteName: 'Release' },
      {
        ...article,
        _id: 'versions.rSpring.article-h1b-changes',
        headline: '',
        slug: { _type: 'slug', current: 'h1b-changes-spring' },
      },
    ]
    for (const document of unpublished) lake.store.put(document)
    try {
      const { dir, code } = await takeSnapshot(hosted())
      expect(code).toBe(0)
      const ids = (await snapshotDocuments(dir)).map((document) => document._id)
      expect(ids.filter((id) => /^(drafts|versions)\./.test(id))).toEqual([])
      expect(ids.sort()).toEqual(seeded.documents.map((document) => document._id).sort())
      const shown = await withSnapshot(dir, () => content.getSettings())
      expect(shown.siteName).toBe('HR Leadership Brief')
    } finally {
      lake.store.transaction(unpublished.map(({ _id }) => ({ delete: { id: _id } })))
    }
  })

  it('stops, naming the document and the field, when an editor published a broken one', async () => {
    const article = lake.store.get('article-h1b-changes')!
    lake.store.put({ ...article, headline: '' })
    try {
      const [summary, ...problems] = expectRefused(await takeSnapshot(hosted()))
      expect(summary).toMatch(
        /^✖ Snapshot: 1 problem\(s\) in published documents; nothing was built/,
      )
      expect(problems).toEqual(['  ✖ article-h1b-changes › headline: Headline is required.'])
    } finally {
      lake.store.put(article)
    }
  })

  it('refuses what the page would drop or show broken: an unknown block, mark or field, a 100 KB paragraph', async () => {
    const article = lake.store.get('article-h1b-changes')!
    type Block = { _type: string; _key: string; style?: string; children?: { _key: string }[] }
    const body = structuredClone(article.body) as Block[]
    const paragraphs = body.filter((block) => block._type === 'block' && block.style === 'normal')
    const [marked, long] = [paragraphs[0]!, paragraphs[1]!]
    const span = marked.children![0]!
    Object.assign(span, { marks: ['underline'] })
    long.children = [{ _type: 'span', _key: 'long', text: 'x'.repeat(100_000), marks: [] } as never]
    body.push({ _type: 'mystery', _key: 'unknown', text: 'Shown nowhere.' } as never)
    lake.store.put({ ...article, body, sidebar: 'Shown nowhere either.' })
    try {
      const [summary, ...problems] = expectRefused(await takeSnapshot(hosted()))
      expect(summary).toMatch(
        /^✖ Snapshot: 4 problem\(s\) in published documents; nothing was built/,
      )
      const at = (field: string) => `  ✖ article-h1b-changes › ${field}: `
      expect(problems).toHaveLength(4)
      expect(problems).toEqual(
        expect.arrayContaining([
          `${at('sidebar')}"sidebar" ${unknownField}.`,
          `${at(`body[_key=="${marked._key}"].children[_key=="${span._key}"].marks`)}Text is marked "underline", which is neither a style the Studio offers (strong, em) nor a link of this paragraph; remove the mark.`,
          `${at(`body[_key=="${long._key}"]`)}Paragraph must be at most ${limits.paragraph} characters.`,
          expect.stringMatching(
            /^ {2}✖ article-h1b-changes › body\[_key=="unknown"\]: Body holds "mystery", which is not a known block type; use one of: text, /,
          ),
        ]),
      )
    } finally {
      lake.store.put(article)
    }
  })

  it('names the asset and the document using it when an image is not an image', async () => {
    lake.faults.add({ status: 200, rawBody: 'a text file, not a picture' }, { endpoint: 'images' })
    try {
      const [summary, problem, ...more] = expectRefused(await takeSnapshot(hosted()))
      expect(summary).toMatch(/image use\(s\) cannot be shown; nothing was built/)
      expect(problem).toMatch(
        /^ {2}✖ [a-z0-9-]+ › [a-zA-Z.[\]0-9]+: image image-[0-9a-f]{40}-\d+x\d+-png is not an image \(26 bytes that no image format describes\); upload the image again in the Studio and publish\.$/,
      )
      expect(more.every((line) => line.includes(problem!.split(': image ')[1]!))).toBe(true)
    } finally {
      lake.faults.clear()
    }
  })

  it('names the asset and the document using it when an image cannot be downloaded', async () => {
    lake.faults.add({ status: 404 }, { endpoint: 'images' })
    // Sanity's exporter warns (kept off the log) and goes on without the image; the snapshot's
    // own check refuses.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const [, problem] = expectRefused(await takeSnapshot(hosted()))
      expect(problem).toMatch(/ › .+: image image-[0-9a-f]{40}-\d+x\d+-png is missing; upload/)
    } finally {
      warn.mockRestore()
      lake.faults.clear()
    }
  })
})

describe('a snapshot that cannot be taken stops the build with one line saying what to do', () => {
  it('a refused read token names SANITY_API_READ_TOKEN, from the command itself', async () => {
    const [message, ...more] = expectRefused(
      await runSnapshotCommand(hosted({ SANITY_API_READ_TOKEN: 'revoked' })),
    )
    expect(more).toEqual([])
    expect(message).toContain('Sanity refused the token in SANITY_API_READ_TOKEN (HTTP 401')
    expect(message).toContain('Viewer role')
  })

  it('no read token names SANITY_API_READ_TOKEN before any request', async () => {
    const before = lake.requests.length
    const [message] = expectRefused(await takeSnapshot(lake.env()))
    expect(message).toMatch(/^✖ Snapshot: Set SANITY_API_READ_TOKEN: .*Viewer role/)
    expect(lake.requests).toHaveLength(before)
  })

  it('an unreachable API says so', async () => {
    const [message] = expectRefused(
      await takeSnapshot(hosted({ SANITY_API_HOST: 'http://127.0.0.1:9' })),
    )
    expect(message).toContain(
      'could not reach http://127.0.0.1:9 (connect ECONNREFUSED 127.0.0.1:9)',
    )
  })

  it.each([
    {
      name: 'an answer cut off half-way',
      fault: { truncate: true },
      says: /stopped answering or cut its answer off \(no whole answer within 3200 ms\)\. Check the network connection/,
    },
    {
      name: 'a web page where the API answers',
      fault: { status: 200, html: websitePage },
      says: /is not the Sanity API \(it answered HTTP 200 with an HTML page \("Welcome"\) where JSON was expected\)\. The project id or API host is probably wrong: check SANITY_PROJECT_ID/,
    },
  ] satisfies { name: string; fault: Fault; says: RegExp }[])('$name', async ({ fault, says }) => {
    lake.faults.add(fault, { endpoint: 'query', times: 100 })
    try {
      const [message, ...more] = expectRefused(
        await takeSnapshot(hosted({ SANITY_TIMEOUT_MS: '300' })),
      )
      expect(more).toEqual([])
      expect(message).toMatch(/^✖ Snapshot: Could not read the published content/)
      expect(message).toMatch(says)
      expect(message).toMatch(/Nothing was built\.$/)
    } finally {
      lake.faults.clear()
    }
  })
})

describe('the export itself', () => {
  it('is retried when the connection drops before it starts, and the snapshot is taken', async () => {
    lake.faults.add({ reset: true }, { endpoint: 'export', times: 2 })
    const { code } = await takeSnapshot(hosted())
    expect(lake.faults.pending).toBe(0)
    expect(code).toBe(0)
  })

  // A stream cannot be resumed: the build stops, and the next build (the next publish, push or
  // hour) takes the snapshot afresh.
  it.each([
    ['a server error', { status: 503 } as const, /HTTP 503/],
    ['an answer cut off half-way', { truncate: true } as const, /aborted|hang up|premature|JSON/i],
    ['an HTML page', { status: 200, html: '<html><title>Hi</title></html>' }, /JSON/],
  ])('%s stops the build with one line', async (_, fault, cause) => {
    lake.faults.add(fault, { endpoint: 'export', times: 10 })
    try {
      const [message, ...more] = expectRefused(await takeSnapshot(hosted()))
      expect(more).toEqual([])
      expect(message).toMatch(
        /^✖ Snapshot: Could not export the published content \(project "contract1", dataset "production"\): .+\. Nothing was built; run the build again/,
      )
      expect(message).toMatch(cause)
      expect(message!.length).toBeLessThan(500)
    } finally {
      lake.faults.clear()
    }
  })
})

describe('an import that stopped part-way', () => {
  /** `npm run seed -- --import` against this stand-in, as import.test.ts runs it. */
  async function importSeed(into: ContentLake) {
    const lines: string[] = []
    const exitCode = await importCommand({
      documents: seeded.documents,
      baseDir: seeded.dir,
      env: into.env({ SANITY_API_WRITE_TOKEN: into.tokens.write, SANITY_TIMEOUT_MS: '2000' }),
      log: (line) => lines.push(line),
    })
    return { exitCode, output: lines.join('\n') }
  }

  it('is never built from, until the import is run again to the end', async () => {
    const fresh = await startContentLake()
    const snapshotOf = () => takeSnapshot(fresh.env({ SANITY_API_READ_TOKEN: fresh.tokens.read }))
    try {
      // The first import: after the marker and one batch of documents, the connection drops on
      // every attempt at a write.
      fresh.faults.add({ reset: true }, { endpoint: 'mutate', after: 2, times: 100 })
      const stopped = await importSeed(fresh)
      expect(stopped.exitCode).toBe(1)
      expect(failureLines(stopped.output)[0]).toContain(
        'builds refuse this dataset until it finishes',
      )
      const stored = new Set(fresh.store.all().map((document) => document._id))
      expect(seeded.documents.some((document) => stored.has(document._id))).toBe(true)
      expect(seeded.documents.every((document) => stored.has(document._id))).toBe(false)

      const [message, ...others] = expectRefused(await snapshotOf())
      expect(others).toEqual([])
      expect(message).toMatch(
        /^✖ Snapshot: An import into contract1\/production started at \d{4}-\d\d-\d\dT[\d:.]+Z has not finished: run `npm run seed -- --import` again to finish it; nothing was built\.$/,
      )

      fresh.faults.clear()
      expect((await importSeed(fresh)).exitCode).toBe(0)
      expect((await snapshotOf()).code).toBe(0)
    } finally {
      await fresh.close()
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

  it('refuses a hero that cannot fill its 16:9 frame, in the Studio’s words, and takes a phone photo as it is shown', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hero-sizes-'))
    await mkdir(path.join(dir, 'images'))
    const flat = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#557799' } }).jpeg()
    await flat(8000, 20).toFile(path.join(dir, 'images', 'strip.jpg'))
    // A phone's upright 16:9 photo: stored 900×1600 with EXIF orientation 6, shown 1600×900.
    await flat(900, 1600)
      .withMetadata({ orientation: 6 })
      .toFile(path.join(dir, 'images', 'phone.jpg'))
    const file = path.join(dir, 'dataset.ndjson')
    const article = (id: string, image: string) =>
      JSON.stringify({
        _id: id,
        _type: 'article',
        hero: { _type: 'figure', _sanityAsset: `image@file://./images/${image}`, alt: 'x' },
      })
    await writeFile(
      file,
      [article('article-a', 'strip.jpg'), article('article-b', 'phone.jpg')].join('\n'),
    )
    const [, ...problems] = expectRefused(await takeSnapshot({ CONTENT_DATASET_FILE: file }))
    expect(problems).toEqual([`  ✖ article-a › hero: Hero image ${heroSizeProblem(8000, 20)}.`])
  })
})
