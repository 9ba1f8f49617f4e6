import path from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { visiblePages } from '@/app/_components/Pagination'
import { runSeed } from '@/seed/lib/runSeed'
import { withSyntheticArticles } from '@/seed/synthetic'
import { contentCopy, scratchSeedDir } from '@/tests/unit/seed/fixtures'

let content: typeof import('@/lib/content')

beforeAll(async () => {
  // 19 authored and 181 synthetic articles: listings of 50 to 55 cards, three pages each.
  const dir = await scratchSeedDir()
  const outFile = path.join(dir, 'dataset.ndjson')
  const exitCode = await runSeed({
    content: withSyntheticArticles(await contentCopy(), 181),
    outFile,
    log: () => {},
  })
  expect(exitCode).toBe(0)
  vi.stubEnv('CONTENT_DATASET_FILE', outFile)
  content = await import('@/lib/content')
})

describe('listings past 24 cards', () => {
  // Each written at its own address: the built site's listings and metadata, on the publish
  // contract's dataset, whose listings run to a second page (tests/builtSite/discovery.test.ts).
  it('split into pages of 24, newest first, with nothing lost or repeated', async () => {
    const first = await content.getCategoryListing('leadership')
    expect(first?.cards).toHaveLength(24)
    expect(first?.pageCount).toBe(Math.ceil(first!.total / 24))
    const pages = [first!]
    for (let page = 2; page <= first!.pageCount; page += 1)
      pages.push((await content.getCategoryListing('leadership', page))!)
    const ids = pages.flatMap((listing) => listing.cards.map((card) => card.id))
    expect(ids).toHaveLength(first!.total)
    expect(new Set(ids).size).toBe(ids.length)
    const dates = pages.flatMap((listing) => listing.cards.map((card) => card.publishedAt))
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('have no page past the last, nor a page 0', async () => {
    const { pageCount } = (await content.getCategoryListing('talent'))!
    expect(await content.getCategoryListing('talent', pageCount + 1)).toBeNull()
    expect(await content.getCategoryListing('talent', 0)).toBeNull()
  })

  it('keep the home page to its fixed sizes however many articles there are', async () => {
    const home = await content.getHome()
    expect(home.latest).toHaveLength(15)
    for (const section of home.sections) expect(section.cards).toHaveLength(8)
  })
})

describe('the pager', () => {
  it('shows the ends and two pages either side of the current one', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3])
    expect(visiblePages(10, 21)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 21])
    expect(visiblePages(2, 21)).toEqual([1, 2, 3, 4, 'gap', 21])
  })
})
