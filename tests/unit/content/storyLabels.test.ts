import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { breakingHours, storyFlag, storyLabel } from '@/lib/content/labels'
import { forgetSnapshots } from '@/lib/content/source'
import { seedScratchDataset } from '@/tests/contract/support/seeded'

/**
 * One story, one label: its subject and its flag are the same on the home page, in listings and
 * on its own page; "Breaking" lasts while the story is recent by the build's clock.
 */

const hours = (count: number) => count * 3_600_000
const published = '2025-12-01T15:00:00.000Z'
const at = (offset: number) => new Date(Date.parse(published) + offset)

describe('the flag of a story put forward', () => {
  it(`reads Breaking for ${breakingHours} hours, then Featured; other stories have none`, () => {
    expect(storyFlag(true, published, at(hours(breakingHours) - 1))).toBe('Breaking')
    expect(storyFlag(true, published, at(hours(breakingHours)))).toBe('Featured')
    expect(storyFlag(false, published, at(0))).toBeNull()
  })

  it('leaves a status, or what reads as a section, to the next candidate', () => {
    const sections = ['Leadership', 'Analytics']
    expect(storyLabel(['Featured Story', 'H-1B visas'], sections)).toBe('H-1B visas')
    // A hosted story without its badge takes its first topic.
    expect(storyLabel([null, 'Benefits'], sections)).toBe('Benefits')
    expect(storyLabel(['Analysis', 'leadership', 'Layoffs'], sections)).toBe('Layoffs')
    expect(storyLabel(['Labor Law', 'Benefits'], sections)).toBe('Labor Law')
    expect(storyLabel(['Analysis'], sections)).toBe('')
  })
})

describe('on the seeded site', () => {
  let content: Awaited<ReturnType<typeof seedScratchDataset>>
  beforeAll(async () => {
    content = await seedScratchDataset()
  })
  afterAll(() => {
    forgetSnapshots()
  })

  // A flag for the lead alone, and no label that reads as a section: tests/builtSite/discovery.test.ts.
  it('gives every card of a story, in every listing, the label and flag of its page', async () => {
    const home = await content.getHome()
    const listings = await Promise.all([
      ...(await content.getCategories()).map(({ slug }) => content.getCategoryListing(slug)),
      ...(await content.getTopics()).map(({ slug }) => content.getTopicListing(slug)),
    ])
    const cards = [
      home.featured,
      ...home.trending,
      ...home.sections.flatMap((section) => section.cards),
      ...home.latest,
      ...listings.flatMap((listing) => listing?.cards ?? []),
    ]
    for (const slug of await content.getArticleSlugs()) {
      const article = (await content.getArticle(slug))!
      for (const card of cards.filter(({ href }) => href === article.href))
        expect({ href: card.href, label: card.label, flag: card.flag }).toEqual({
          href: article.href,
          label: article.label,
          flag: article.flag,
        })
    }
  })

  it('flags the lead Breaking in a build just after it, and Featured two days on', async () => {
    const lead = async (epoch: Date) => {
      vi.stubEnv('SOURCE_DATE_EPOCH', String(Math.floor(epoch.getTime() / 1000)))
      forgetSnapshots()
      const { featured } = await content.getHome()
      return { featured, article: await content.getArticle(featured.href.split('/').pop()!) }
    }
    const { featured } = await lead(new Date())
    const soon = await lead(new Date(Date.parse(featured.publishedAt) + hours(1)))
    expect([soon.featured.flag, soon.article?.flag]).toEqual(['Breaking', 'Breaking'])
    const later = await lead(new Date(Date.parse(featured.publishedAt) + hours(breakingHours + 1)))
    expect([later.featured.flag, later.article?.flag]).toEqual(['Featured', 'Featured'])
  })
})
