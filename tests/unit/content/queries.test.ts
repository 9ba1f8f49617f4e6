import { beforeAll, describe, expect, it } from 'vitest'
import { getContentCharacters, getImageAssets } from '@/lib/content/buildInputs'
import { seedScratchDataset } from '@/tests/contract/support/seeded'

let content: Awaited<ReturnType<typeof seedScratchDataset>>

beforeAll(async () => {
  content = await seedScratchDataset()
})

describe('settings', () => {
  it('returns the brand, social links and contact details', async () => {
    const settings = await content.getSettings()
    expect(settings.siteName).toBe('HR Leadership Brief')
    expect(settings.siteUrl).toBe('https://hrleadershipbrief.com')
    expect(settings.contact.supportHours).toBe('Mon-Fri 9am-6pm EST')
    expect(Object.keys(settings.social).sort()).toEqual(['facebook', 'linkedin', 'twitter'])
  })

  it('lets the environment override the published host', async () => {
    process.env.SITE_URL = 'https://staging.example.com/'
    try {
      // getSettings is cached per request in React; outside one it runs again.
      const { getSettings } = await import('@/lib/content')
      expect((await getSettings()).siteUrl).toBe('https://staging.example.com')
    } finally {
      delete process.env.SITE_URL
    }
  })
})

describe('home', () => {
  it('leads with the H-1B story and its $100,000 fee', async () => {
    const home = await content.getHome()
    expect(home.featured.href).toBe('/article/h1b-changes')
    expect(`${home.featured.title} ${home.featured.excerpt}`).toContain('$100,000')
  })

  it('has 3 trending stories and a latest feed of 15, newest first', async () => {
    const home = await content.getHome()
    expect(home.trending).toHaveLength(3)
    expect(home.latest).toHaveLength(15)
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

  it('gives every card a byline, a read time, a date and an image with alt text', async () => {
    const { latest } = await content.getHome()
    for (const card of latest) {
      expect(card.author).toBe('HR Leadership Brief News Desk')
      expect(card.readTime).toMatch(/^\d+ min read$/)
      expect(card.dateText).not.toBe('')
      expect(card.image.alt).not.toBe('')
      expect(card.image.width).toBeGreaterThan(0)
    }
  })
})

describe('category listings', () => {
  it('returns nothing for a category that does not exist', async () => {
    expect(await content.getCategoryListing('sports')).toBeNull()
  })

  it('lists every category with its description', async () => {
    const categories = await content.getCategories()
    expect(categories.map((category) => category.name)).toEqual([
      'Leadership',
      'Talent',
      'Culture',
      'Analytics',
    ])
  })
})

describe('articles', () => {
  it('lists every article slug, the two the decisions name among them', async () => {
    const slugs = await content.getArticleSlugs()
    expect(slugs).toContain('newsom-robo-bosses-veto')
    expect(slugs).toContain('osha-keeling-confirmation')
  })

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

  it('offers up to 3 other articles to read next, never the current one', async () => {
    for (const slug of await content.getArticleSlugs()) {
      const article = await content.getArticle(slug)
      expect(article?.readMore.length).toBe(3)
      expect(article?.readMore.map((item) => item.href)).not.toContain(`/article/${slug}`)
    }
  })

  it('returns nothing for an unknown slug', async () => {
    expect(await content.getArticle('no-such-story')).toBeNull()
  })
})

describe('pages', () => {
  it('returns the About page with three audiences', async () => {
    const about = await content.getAboutPage()
    expect(about.pillars.map((pillar) => pillar.title)).toEqual([
      'Leadership & Strategy',
      'Industry Intelligence',
      'Best Practices',
      'Future of Work',
    ])
    expect(about.audiences).toHaveLength(3)
  })

  it('returns the Privacy policy, last updated January 15, 2026', async () => {
    const privacy = await content.getPrivacyPage()
    expect(privacy.lastUpdated).toBe('2026-01-15')
    expect(privacy.sections).toHaveLength(10)
  })

  it('returns Careers with its values, benefits and four full-time openings', async () => {
    const careers = await content.getCareersPage()
    expect(careers.values.map((value) => value.title)).toEqual([
      'Excellence',
      'Integrity',
      'Innovation',
    ])
    expect(careers.benefits).toHaveLength(4)
    expect(careers.jobs.map((job) => [job.title, job.department, job.location, job.type])).toEqual([
      ['Senior HR Reporter', 'Editorial', 'Remote', 'Full-time'],
      ['Data Analyst - HR Insights', 'Analytics', 'New York', 'Full-time'],
      ['Content Marketing Manager', 'Marketing', 'Remote', 'Full-time'],
      ['Business Development Associate', 'Sales', 'Hybrid NYC', 'Full-time'],
    ])
  })

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
