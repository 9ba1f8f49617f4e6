import { mkdir, mkdtemp, readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { paramsKey, planFile, type PagePlan } from '@/lib/pagePlan/pagePlan'
import { scriptHash } from '@/lib/security/policy'
import { buildSteps } from '@/scripts/pipeline/buildSteps'
import {
  keepPages,
  keptPagesThatDiffer,
  ownFiles,
  plannedPages,
  readLastPages,
} from '@/scripts/pipeline/pageCache'
import { runSteps } from '@/scripts/pipeline/runSteps'

const template = '/article/[slug]'
const page = (script: string) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body><h1>t</h1><script>${script}</script></body></html>`

/** A page as Next's export writes it: its HTML, with the script given, and its other files. */
async function writePage(siteDir: string, slug: string, script: string) {
  const [html, ...others] = ownFiles({ template, base: `article/${slug}` })
  for (const file of others) {
    await mkdir(path.dirname(path.join(siteDir, file)), { recursive: true })
    await writeFile(path.join(siteDir, file), slug)
  }
  await writeFile(path.join(siteDir, html!), page(script))
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

/**
 * The last build kept /article/kept (whatever it holds: `keptScript`) and /article/new; this one
 * renders /article/new anew, written by `render`, and is to reuse /article/kept.
 */
async function rebuild(keptScript: string, render: (siteDir: string) => Promise<void>) {
  vi.stubEnv('BUILD_CACHE_DIR', await mkdtemp(path.join(tmpdir(), 'cache-')))
  const hashes = { [paramsKey({ slug: 'kept' })]: 'k', [paramsKey({ slug: 'new' })]: 'n' }
  const plan: PagePlan = {
    buildId: 'code',
    shared: 'layout',
    full: null,
    reusedFrom: null,
    pages: { [template]: hashes },
    render: {},
  }
  const lastSite = await mkdtemp(path.join(tmpdir(), 'last-'))
  await writePage(lastSite, 'kept', keptScript)
  await writePage(lastSite, 'new', 'old()')
  await keepPages(lastSite, plan)
  const last = await readLastPages()
  if (last.state !== 'whole') throw new Error('nothing kept')
  const siteDir = await mkdtemp(path.join(tmpdir(), 'site-'))
  await render(siteDir)
  const thisPlan = {
    ...plan,
    reusedFrom: last.generation,
    render: { [template]: [paramsKey({ slug: 'new' })] },
  }
  await writeFile(planFile(), JSON.stringify(thisPlan))
  const noSnapshot = path.join(siteDir, 'no-snapshot')
  const steps = buildSteps(siteDir, noSnapshot)
  /** Runs the build's steps of these names, in the build's order. */
  const run = (...names: string[]) =>
    runSteps(
      steps.filter((step) => names.includes(step.name)),
      noSnapshot,
    )
  return { siteDir, last, plan, run }
}

describe("the build's steps", () => {
  it('give a reused page the same script policy as a rendered one, and leave the cache as kept', async () => {
    const { siteDir, last, plan, run } = await rebuild('kept()', (siteDir) =>
      writePage(siteDir, 'new', 'rendered()'),
    )
    expect(await run('Page reuse', 'Script policy', 'Site check')).not.toHaveProperty('failed')
    for (const [slug, script] of [
      ['kept', 'kept()'],
      ['new', 'rendered()'],
    ] as const) {
      const html = await readFile(path.join(siteDir, 'article', `${slug}.html`), 'utf8')
      expect(html, `/article/${slug}`).toMatch(
        /^<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy"/,
      )
      expect(html, `/article/${slug}`).toContain(scriptHash(script))
    }
    // The policy was written beside the reused page, not through its link into the cache.
    expect(await keptPagesThatDiffer(last, plannedPages(plan))).toEqual([])
  }, 60_000)

  it("stop at Page reuse when a rendered page's files are not those the cache knows", async () => {
    const { run } = await rebuild('kept()', async (siteDir) => {
      await writePage(siteDir, 'new', 'rendered()')
      await rename(path.join(siteDir, 'article/new.txt'), path.join(siteDir, 'article/new.rsc'))
    })
    expect(await run('Page reuse')).toEqual({ failed: 'Page reuse' })
  }, 60_000)

  it('stop at Site check when a reused page names a chunk this build did not write', async () => {
    const { run } = await rebuild('import("/_next/static/chunks/gone.js")', (siteDir) =>
      writePage(siteDir, 'new', 'rendered()'),
    )
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await run('Page reuse', 'Site check')).toEqual({ failed: 'Site check' })
    expect(said.mock.calls.join('\n')).toContain(
      '/article/kept.html names /_next/static/chunks/gone.js, which the site does not hold.',
    )
  }, 60_000)
})
