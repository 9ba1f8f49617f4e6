import { beforeAll, describe, expect, it, vi } from 'vitest'
import { seedScratchDataset } from '@/tests/contract/support/seeded'

let content: Awaited<ReturnType<typeof seedScratchDataset>>

beforeAll(async () => {
  content = await seedScratchDataset()
})

describe('settings', () => {
  it('lets the environment override the published host', async () => {
    vi.stubEnv('SITE_URL', 'https://staging.example.com/')
    // getSettings is cached per request in React; outside one it runs again.
    const { getSettings } = await import('@/lib/content')
    expect((await getSettings()).siteUrl).toBe('https://staging.example.com')
  })
})

describe('home', () => {
  // Its length is pagination.test.ts's, at 200 stories.
  it('has a latest feed, newest first', async () => {
    const home = await content.getHome()
    const dates = home.latest.map((card) => card.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  // One headline a story, and each section's stories its category's: the built site's checks
  // (tests/builtSite/discovery.test.ts, content.test.ts).
  it('shows a story once in Latest, and once among the sections', async () => {
    const { latest, sections } = await content.getHome()
    for (const cards of [latest, sections.flatMap((section) => section.cards)]) {
      const hrefs = cards.map(({ href }) => href)
      expect(new Set(hrefs).size).toBe(hrefs.length)
    }
  })

  // What each section holds is homeSections.test.ts; the site's order of categories, the chrome's
  // links (tests/builtSite/content.test.ts).
  it('has a section of each category, in site order', async () => {
    const { sections } = await content.getHome()
    const categories = await content.getCategories()
    expect(sections.map(({ slug }) => slug)).toEqual(categories.map(({ slug }) => slug))
  })
})

describe('category listings', () => {
  it('returns nothing for a category that does not exist', async () => {
    expect(await content.getCategoryListing('sports')).toBeNull()
  })
})

describe('articles', () => {
  // Its correction and update, each apart, are the built site's (tests/builtSite/content.test.ts).
  it('dates the last change of a story by its revision, when the dataset records no write', async () => {
    const { updatedAt, modifiedAt } = (await content.getArticle('h1b-changes'))!
    expect(updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(modifiedAt).toBe(updatedAt)
  })

  it('returns nothing for an unknown slug', async () => {
    expect(await content.getArticle('no-such-story')).toBeNull()
  })
})
