import * as fs from 'node:fs/promises'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { pagesDir, paramsKey, type PagePlan } from '@/lib/pagePlan/pagePlan'
import {
  exportShapeProblems,
  keepPages,
  keptFilesOf,
  keptPagesThatDiffer,
  ownFiles,
  pagesOf,
  plannedPages,
  readLastPages,
  reasonToRenderAll,
  type FileOperations,
} from '@/scripts/pipeline/pageCache'
import { crashingAt } from '@/tests/unit/pipeline/crashingAt'

const template = '/article/[slug]'
const slugs = ['a', 'b', 'c']

const payload = (slug: string) => `_next/static/payload/${Buffer.from(slug).toString('hex')}.js`

/**
 * A finished site of one build, each page's files saying which build wrote them: the files
 * Next's export writes for a page, and the hydration payload its HTML loads.
 */
async function site(version: string): Promise<{ outDir: string; plan: PagePlan }> {
  const outDir = await mkdtemp(path.join(tmpdir(), `out-${version}-`))
  for (const slug of slugs) {
    const [html, ...others] = ownFiles({ template, base: `article/${slug}` })
    for (const file of [...others, payload(slug)]) {
      await fs.mkdir(path.dirname(path.join(outDir, file)), { recursive: true })
      await writeFile(path.join(outDir, file), `${version} ${file}`)
    }
    await writeFile(path.join(outDir, html!), `${version} page <script src="/${payload(slug)}">`)
  }
  const plan: PagePlan = {
    buildId: version,
    shared: 'layout',
    full: null,
    reusedFrom: null,
    pages: { [template]: Object.fromEntries(slugs.map((slug) => [paramsKey({ slug }), version])) },
    render: {},
  }
  return { outDir, plan }
}

const { mkdir, link, copyFile, rename, readdir } = fs
/** keepPages' file operations, failing from the n-th on. */
const crashing = (n: number) =>
  crashingAt<FileOperations>(n, { mkdir, link, copyFile, writeFile, rename, rm, readdir })

/** The kept pages as the next build would reuse them: every file of one build, or none. */
async function reusable() {
  const last = await readLastPages()
  if (last.state !== 'whole') return last.state
  const versions = new Set<string>()
  for (const page of plannedPages(last.manifest))
    for (const file of keptFilesOf(last.manifest, page))
      versions.add(
        (await readFile(path.join(pagesOf(last.generation), file), 'utf8')).split(' ')[0]!,
      )
  return { manifest: last.manifest.buildId, files: [...versions] }
}

/** An empty page cache of its own for this test. */
const freshCache = async () =>
  vi.stubEnv('BUILD_CACHE_DIR', await mkdtemp(path.join(tmpdir(), 'cache-')))

/** The cache's last build, which must be whole. */
async function wholeCache() {
  const last = await readLastPages()
  if (last.state !== 'whole') throw new Error(`the cache is ${last.state}, not whole`)
  return last
}

/** A site of build v1, kept in a fresh cache. */
async function keptSite() {
  await freshCache()
  const { outDir, plan } = await site('v1')
  await keepPages(outDir, plan)
  return { outDir, plan, last: await wholeCache() }
}

describe('the page cache', () => {
  it('says there is no earlier build, then keeps one whole build, and only the newest', async () => {
    await freshCache()
    expect(await readLastPages()).toEqual({ state: 'none' })
    const [first, second] = await Promise.all([site('v1'), site('v2')])
    expect(await keepPages(first.outDir, first.plan)).toBe(3)
    expect(await reusable()).toEqual({ manifest: 'v1', files: ['v1'] })
    await keepPages(second.outDir, second.plan)
    expect(await reusable()).toEqual({ manifest: 'v2', files: ['v2'] })
    const generations = (await fs.readdir(pagesDir())).filter((name) => name.startsWith('g-'))
    expect(generations).toHaveLength(1)
  })

  it('is never half of one build and half of another, wherever keeping it stops', async () => {
    const [first, second] = await Promise.all([site('v1'), site('v2')])
    const whole = crashing(0)
    await freshCache()
    await keepPages(first.outDir, first.plan)
    await keepPages(second.outDir, second.plan, whole.ops)
    const operations = whole.count()
    expect(operations).toBeGreaterThan(10)
    for (let n = 1; n <= operations; n += 1) {
      await freshCache()
      await keepPages(first.outDir, first.plan)
      await expect(keepPages(second.outDir, second.plan, crashing(n).ops)).rejects.toThrow(
        `crash at operation ${n}`,
      )
      const kept = await reusable()
      expect([
        { manifest: 'v1', files: ['v1'] },
        { manifest: 'v2', files: ['v2'] },
      ]).toContainEqual(kept)
      // The next build keeps its pages as if nothing had happened.
      await keepPages(second.outDir, second.plan)
      expect(await reusable()).toEqual({ manifest: 'v2', files: ['v2'] })
    }
  })

  it('reports a cache it cannot read as such, and renders every page', async () => {
    const { last } = await keptSite()
    const manifestFile = path.join(pagesDir(), last.generation, 'manifest.json')
    // A manifest kept without hashes of its files, as older builds kept them.
    await writeFile(manifestFile, JSON.stringify({ ...last.manifest, files: undefined }))
    expect(await readLastPages()).toEqual({
      state: 'unreadable',
      why: `${last.generation}/manifest.json is not a page manifest`,
    })
    await writeFile(manifestFile, '{"buildId":')
    const unreadable = await readLastPages()
    expect(unreadable.state).toBe('unreadable')
    expect(
      reasonToRenderAll(unreadable, { buildId: 'v1', shared: 'layout', everyPage: false }),
    ).toBe('the page cache is unreadable')
  })

  it('renders again a kept page whose files are not the bytes kept, saying which and why', async () => {
    const { plan, last } = await keptSite()
    const everyPage = plannedPages(plan)
    expect(await keptPagesThatDiffer(last, everyPage)).toEqual([])
    expect(keptFilesOf(last.manifest, everyPage[0]!)).toEqual([
      'article/a.html',
      'article/a.txt',
      'article/a/__next._full.txt',
      'article/a/__next._index.txt',
      'article/a/__next._tree.txt',
      'article/a/__next.article.$d$slug.__PAGE__.txt',
      payload('a'),
    ])

    const kept = (file: string) => path.join(pagesOf(last.generation), 'article', file)
    // Other bytes, a file gone: as a restored or edited cache may have.
    await writeFile(kept('a.html'), 'v1 page a, other bytes')
    await rm(kept('c.txt'))
    expect(await keptPagesThatDiffer(last, everyPage)).toEqual([
      expect.objectContaining({
        base: 'article/a',
        why: 'its kept article/a.html is not the bytes kept (sha256 differs)',
      }),
      expect.objectContaining({
        base: 'article/c',
        why: 'its kept article/c.txt is missing',
      }),
    ])
  })

  it("reuses only the page's own names, whatever its record says", async () => {
    const { plan, last } = await keptSite()
    const [a] = plannedPages(plan)
    // Its record edited along with the cache to name a file of no page.
    last.manifest.files[a!.base]!['_redirects'] = 'any hash'
    expect(keptFilesOf(last.manifest, a!)).not.toContain('_redirects')
  })

  it("stops on a rendered page whose files are not those Next's export is known to write", async () => {
    const { outDir, plan } = await site('v1')
    const pages = plannedPages(plan)
    expect(await exportShapeProblems(outDir, pages)).toEqual([])
    // A feed beside a topic's prefetches is the feed route's, not the page's.
    const topic = { template: '/topic/[topic]', key: '', base: 'topic/t' }
    for (const file of [...ownFiles(topic), 'topic/t/feed.xml', 'topic/t/page/1.html']) {
      await fs.mkdir(path.dirname(path.join(outDir, file)), { recursive: true })
      await writeFile(path.join(outDir, file), '')
    }
    expect(await exportShapeProblems(outDir, [topic])).toEqual([])
    // An upgrade that renames the payload and adds a prefetch file.
    await fs.rename(path.join(outDir, 'article/b.txt'), path.join(outDir, 'article/b.rsc'))
    await writeFile(path.join(outDir, 'article/c/__next._head.txt'), '')
    const problems = await exportShapeProblems(outDir, pages)
    expect(problems).toEqual([
      "Next's export wrote article/b.rsc for /article/b, where scripts/pipeline/pageCache.ts knows article/b.txt — see docs/UPGRADING.md (Page reuse).",
      "Next's export wrote article/c/__next._head.txt for /article/c, where scripts/pipeline/pageCache.ts knows no other file — see docs/UPGRADING.md (Page reuse).",
    ])
  })

  it('records for a reused file the hash it was kept with, and hashes a new file afresh', async () => {
    const { last } = await keptSite()
    // The next build: a and b reused (hard links into the cache), c rendered anew.
    const { outDir, plan } = await site('v2')
    for (const page of plannedPages(plan).slice(0, 2))
      for (const file of keptFilesOf(last.manifest, page)) {
        await rm(path.join(outDir, file))
        await fs.link(path.join(pagesOf(last.generation), file), path.join(outDir, file))
      }
    await keepPages(outDir, plan, fs, last)
    const next = await wholeCache()
    expect(await keptPagesThatDiffer(next, plannedPages(plan))).toEqual([])
  })
})
