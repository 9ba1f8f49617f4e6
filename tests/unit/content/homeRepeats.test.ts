import { beforeAll, describe, expect, it } from 'vitest'
import type { Card } from '@/lib/content'
import { seedScratchDataset } from '@/tests/unit/content/embeddedDataset'

/**
 * The home page tells each story once above the Latest feed: a section leaves out what the lead,
 * trending or an earlier section shows, and holds fewer than 8 only for want of other stories.
 */

let content: Awaited<ReturnType<typeof seedScratchDataset>>

beforeAll(async () => {
  content = await seedScratchDataset()
})

/** Every card of a category's listing, across its pages. */
async function allCardsIn(slug: string): Promise<Card[]> {
  const cards: Card[] = []
  for (let page = 1; ; page++) {
    const listing = await content.getCategoryListing(slug, page)
    if (!listing) return cards
    cards.push(...listing.cards)
  }
}

describe('the home page above the Latest feed', () => {
  it('shows no story twice, and a section short of 8 only when its other stories are above it', async () => {
    const home = await content.getHome()
    const shown = new Set<string>()
    const add = (card: Card, where: string) => {
      expect(shown.has(card.href), `${card.href} is shown again in ${where}`).toBe(false)
      shown.add(card.href)
    }
    add(home.featured, 'the lead')
    for (const card of home.trending) add(card, 'trending')
    for (const section of home.sections) {
      expect(section.cards.length).toBeLessThanOrEqual(content.pageSizes.section)
      for (const card of section.cards) {
        expect(card.categories.map(({ slug }) => slug)).toContain(section.slug)
        add(card, section.name)
      }
      if (section.cards.length < content.pageSizes.section)
        for (const card of await allCardsIn(section.slug))
          expect(shown, `${section.name} left out ${card.href}`).toContain(card.href)
    }
  })

  it('still has a Latest feed of 15 stories, one card each, newest first', async () => {
    const { latest } = await content.getHome()
    expect(latest).toHaveLength(content.pageSizes.latest)
    expect(new Set(latest.map(({ href }) => href)).size).toBe(latest.length)
    const dates = latest.map(({ publishedAt }) => publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })
})
