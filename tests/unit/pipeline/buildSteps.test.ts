import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
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

afterEach(() => vi.unstubAllEnvs())

describe("the build's steps", () => {
  it('give a reused page the same script policy as a rendered one, and leave the cache as kept', async () => {
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
    // The last build kept /article/kept as it stands, whatever that is: here, with no policy.
    const lastSite = await mkdtemp(path.join(tmpdir(), 'last-'))
    await writePage(lastSite, 'kept', 'kept()')
    await writePage(lastSite, 'new', 'old()')
    await keepPages(lastSite, plan)
    const last = await readLastPages()
    if (last.state !== 'whole') throw new Error('nothing kept')

    // This build renders /article/new and reuses /article/kept.
    const siteDir = await mkdtemp(path.join(tmpdir(), 'site-'))
    await writePage(siteDir, 'new', 'rendered()')
    const thisPlan = {
      ...plan,
      reusedFrom: last.generation,
      render: { [template]: [paramsKey({ slug: 'new' })] },
    }
    await writeFile(planFile(), JSON.stringify(thisPlan))

    const steps = buildSteps(siteDir, path.join(siteDir, 'no-snapshot'))
    const names = steps.map((step) => step.name)
    // The steps that finish a page once next build and hydration have run, in the build's order.
    const finishing = steps.slice(names.indexOf('Hydration') + 1, names.indexOf('Search index'))
    expect(await runSteps(finishing, path.join(siteDir, 'no-snapshot'))).not.toHaveProperty(
      'failed',
    )
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
})
