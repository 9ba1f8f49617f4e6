import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Card } from '@/lib/content'
import { fillSections } from '@/lib/content/sections'
import { seedScratchDataset } from '@/tests/contract/support/seeded'

/**
 * The home page's sections look edited: whole rows while their category has the stories, no
 * story in two sections, and one headline a story on the page.
 */

/** What must hold of `fillSections` for any pools of stories. */
function expectFilled(pools: number[][], row: number, rows: number) {
  const picked = fillSections(pools, row, rows)
  const shown = picked.flat()
  expect(new Set(shown).size, 'a story shows in two sections').toBe(shown.length)
  pools.forEach((pool, index) => {
    const cards = picked[index]!
    const free = pool.filter((story) => !shown.includes(story))
    expect(cards, 'a section shows its own stories, newest first').toEqual(
      pool.filter((story) => cards.includes(story)),
    )
    expect(cards.length).toBeLessThanOrEqual(row * rows)
    if (cards.length % row !== 0) {
      expect(cards.length, 'a part row only where the first one could not be filled').toBeLessThan(
        row,
      )
      expect(free, 'a part row while its category has stories left').toEqual([])
    }
    if (cards.length < row * rows)
      expect(free.length, 'a row left unfilled while its category has one').toBeLessThan(row)
  })
}

describe('fillSections', () => {
  it('holds for pools of any shape, from empty to a newsroom', () => {
    const pools = (stories: number, fewest: number, most: number) =>
      fc.array(fc.uniqueArray(fc.nat({ max: stories }), { minLength: fewest, maxLength: most }), {
        maxLength: 6,
      })
    fc.assert(
      fc.property(
        fc.oneof(pools(12, 0, 12), pools(40, 0, 20), pools(5_000, 500, 2_000)),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        expectFilled,
      ),
    )
  })

  it('gives each section its row when the scarcest chooses first', () => {
    // Taking newest first in order, the first section would leave the second one story.
    expect(
      fillSections(
        [
          [1, 2, 3, 4, 5, 6, 7, 8],
          [1, 2, 3, 4, 5],
        ],
        4,
        2,
      ),
    ).toEqual([
      [5, 6, 7, 8],
      [1, 2, 3, 4],
    ])
  })
})

describe('the seeded home page', () => {
  let content: Awaited<ReturnType<typeof seedScratchDataset>>
  beforeAll(async () => {
    content = await seedScratchDataset()
  })

  it('shows each story under one headline, in Latest once, and full sections with no story twice', async () => {
    const home = await content.getHome()
    const sections = home.sections.map(({ cards }) => cards)
    const onPage: Card[] = [home.featured, ...home.trending, ...sections.flat(), ...home.latest]
    const headline = new Map<string, string>()
    for (const { href, title } of onPage)
      expect(headline.set(href, headline.get(href) ?? title).get(href), href).toBe(title)
    // Latest's length and order are queries.test.ts; here, one card a story.
    expect(new Set(home.latest.map(({ href }) => href)).size).toBe(home.latest.length)
    const inSections = sections.flat().map(({ href }) => href)
    expect(new Set(inSections).size).toBe(inSections.length)
    for (const section of home.sections) {
      expect([4, 8], section.name).toContain(section.cards.length)
      const listing = await content.getCategoryListing(section.slug)
      for (const { href } of section.cards)
        expect(listing?.cards.map((card) => card.href)).toContain(href)
    }
  })
})
