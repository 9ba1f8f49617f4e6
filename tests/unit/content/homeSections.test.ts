import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fillSections } from '@/lib/content/sections'

/**
 * The home page's sections look edited: whole rows while their category has the stories, and no
 * story in two sections (on the seeded page: queries.test.ts).
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
