import { beforeAll, describe, expect, it, vi } from 'vitest'
import { getContentCharacters, getImageAssets } from '@/lib/content/buildInputs'
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
    vi.stubEnv('SITE_URL', undefined)
  })
})

describe('home', () => {
  // Its length is pagination.test.ts's, at 200 stories.
  it('has a latest feed, newest first', async () => {
    const home = await content.getHome()
    const dates = home.latest.map((card) => card.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  // What each section holds is homeSections.test.ts.
  it('has four sections in site order', async () => {
    const { sections } = await content.getHome()
    expect(sections.map((section) => section.slug)).toEqual([
      'leadership',
      'talent',
      'culture',
      'analytics',
    ])
  })
})

describe('category listings', () => {
  it('returns nothing for a category that does not exist', async () => {
    expect(await content.getCategoryListing('sports')).toBeNull()
  })
})

describe('articles', () => {
  it('returns a full article with the same read time its cards show', async () => {
    const article = await content.getArticle('h1b-changes')
    const { featured } = await content.getHome()
    expect(article?.readTime).toBe(featured.readTime)
    expect(article?.body.some((block) => block._type === 'diveBrief')).toBe(true)
  })

  it('carries a dated update apart from a correction, and dates the last change by it', async () => {
    const updated = (await content.getArticle('h1b-changes'))!
    expect(updated.update).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      text: expect.stringContaining('appealed to the D.C. Circuit'),
    })
    expect(updated.updatedAt?.slice(0, 10)).toBe(updated.update!.date)
    // A seeded document has no write time: its last change is the editor's revision date.
    expect(updated.modifiedAt).toBe(updated.updatedAt)
    const corrected = (await content.getArticle('lufthansa-job-cuts'))!
    expect(corrected.correction?.text).toBeTruthy()
    expect(corrected.update).toBeUndefined()
  })

  it('returns nothing for an unknown slug', async () => {
    expect(await content.getArticle('no-such-story')).toBeNull()
  })
})

describe('image assets', () => {
  it('presents every image as an asset with a URL and dimensions', async () => {
    const assets = await getImageAssets()
    expect(assets.length).toBeGreaterThanOrEqual(19)
    for (const asset of assets) {
      expect(asset.assetId).toMatch(/^image-[0-9a-f]{40}-\d+x\d+-png$/)
      expect(asset.url).toMatch(/^file:\/\//)
      expect(asset.width).toBeGreaterThan(0)
    }
  })
})

describe('content characters', () => {
  it('lists every character published text holds, once each, in code point order', async () => {
    const characters = await getContentCharacters()
    // The featured story's fee, an accented name and typographic quotes all appear in the content.
    expect(characters).toEqual(expect.arrayContaining(['$', '1', 'é', '’', '“']))
    expect(new Set(characters).size).toBe(characters.length)
    const codes = characters.map((character) => character.codePointAt(0)!)
    expect(codes).toEqual([...codes].sort((a, b) => a - b))
  })
})
