import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { pageFileBase, paramsKey, planFile, planned, type PagePlan } from '@/lib/pagePlan/pagePlan'

const every = async () => [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }]

async function withPlan(plan: Partial<PagePlan> | null) {
  vi.stubEnv('BUILD_CACHE_DIR', await mkdtemp(path.join(tmpdir(), 'plan-')))
  vi.stubEnv('PAGE_PLAN', '1')
  if (plan) {
    await mkdir(path.dirname(planFile()), { recursive: true })
    await writeFile(planFile(), JSON.stringify({ full: null, pages: {}, render: {}, ...plan }))
  }
  return planned
}

describe('the page plan', () => {
  it('renders only the pages it lists', async () => {
    const planned = await withPlan({ render: { '/article/[slug]': [paramsKey({ slug: 'b' })] } })
    expect(await planned('/article/[slug]', every)()).toEqual([{ slug: 'b' }])
  })

  it('renders one page of a route when none changed, as a static export needs one', async () => {
    const planned = await withPlan({ render: { '/article/[slug]': [] } })
    expect(await planned('/article/[slug]', every)()).toEqual([{ slug: 'a' }])
  })

  it('renders every page when it is a full build, or outside `npm run build`', async () => {
    expect(
      await (await withPlan({ full: 'the code changed' }))('/article/[slug]', every)(),
    ).toHaveLength(3)
    vi.resetModules()
    vi.stubEnv('PAGE_PLAN', '')
    const { planned } = await import('@/lib/pagePlan/pagePlan')
    expect(await planned('/article/[slug]', every)()).toHaveLength(3)
  })

  it('stops, naming the route, when the plan does not list it', async () => {
    const planned = await withPlan({ render: {} })
    await expect(planned('/topic/[topic]', every)()).rejects.toThrow(
      'The page plan does not list /topic/[topic]',
    )
  })

  it('stops, saying what to run, when PAGE_PLAN is set but there is no plan', async () => {
    const planned = await withPlan(null)
    await expect(planned('/article/[slug]', every)()).rejects.toThrow('Run `npm run build`')
  })

  it('keys pages by their parameters in any order, and finds their files', () => {
    expect(paramsKey({ page: '2', topic: 'dei' })).toBe(paramsKey({ topic: 'dei', page: '2' }))
    expect(pageFileBase('/topic/[topic]/page/[page]', { topic: 'dei', page: '2' })).toBe(
      'topic/dei/page/2',
    )
  })
})
