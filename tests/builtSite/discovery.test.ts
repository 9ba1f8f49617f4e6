import path from 'node:path'
import { parse } from 'node-html-parser'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { storyLabel } from '@/lib/content/labels'
import {
  article as storyOf,
  articles as stories,
  authorOf,
  buildClock,
  categories,
  featuredStory,
  publishedSiteUrl as siteUrl,
  settings,
  summaries,
  topics,
} from '@/tests/e2e/support/dataset'
import { contentPages, outDir, pages, readOut } from '@/tests/builtSite/builtSite'

const meta = (page: (typeof pages)[number], key: string) =>
  page.document
    .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
    ?.getAttribute('content')
const jsonLd = (page: (typeof pages)[number]) =>
  page.document.querySelectorAll('script[type="application/ld+json"]').flatMap((script) => {
    const data = JSON.parse(script.textContent) as unknown
    return Array.isArray(data) ? data : [data]
  }) as Record<string, unknown>[]
const articles = contentPages.filter((page) => page.route.startsWith('/article/'))
/** /category/x/page/1 (and so for topics and authors) repeats the listing at its own address, which stays canonical. */
const isFirstPageAlias = (route: string) =>
  /^\/(category|topic|author)\/[^/]+\/page\/1$/.test(route)
/** Pages for readers that search engines need not index (the search page). */
const isNoIndex = (page: (typeof pages)[number]) => /noindex/.test(meta(page, 'robots') ?? '')

describe('metadata on every page', () => {
  it.each(contentPages.map((page) => [page.route, page] as const))(
    '%s has a title, description, canonical URL, social tags and the feed link',
    (route, page) => {
      expect(page.document.querySelector('title')?.textContent).toBeTruthy()
      expect(meta(page, 'description')).toBeTruthy()
      const canonical = isFirstPageAlias(route) ? route.replace(/\/page\/1$/, '') : route
      expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${siteUrl}${canonical === '/' ? '' : canonical}`,
      )
      expect(meta(page, 'og:title')).toBeTruthy()
      expect(meta(page, 'og:image')).toMatch(/\/og\/[^/]+\.jpg$/)
      expect(meta(page, 'og:image')?.startsWith(`${siteUrl}/og/`)).toBe(true)
      expect(meta(page, 'twitter:card')).toBe('summary_large_image')
      expect(
        page.document
          .querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')
          .map((link) => link.getAttribute('href')),
      ).toContain(`${siteUrl}/feed.xml`)
    },
  )

  it('links a favicon and an Apple touch icon, and no web manifest', () => {
    const home = contentPages.find((page) => page.route === '/')!
    // Inline, so that no request competes with the first paint.
    expect(home.document.querySelector('link[rel="icon"]')?.getAttribute('href')).toMatch(
      /^data:image\/svg\+xml,%3Csvg/,
    )
    expect(home.document.querySelector('link[rel="apple-touch-icon"]')).not.toBeNull()
    // A manifest with display "browser" installs nothing, yet Chrome asks for it on every page.
    expect(home.document.querySelector('link[rel="manifest"]')).toBeNull()
  })
})

describe('one story, one label', () => {
  const sections = categories.map(({ name }) => name)
  const lead = `/article/${featuredStory().slug.current}`

  it.each(
    [...contentPages.filter(({ route }) => route === '/'), ...articles].map(
      (page) => [page.route, page] as const,
    ),
  )(
    '%s shows each story under one headline, label and flag, a flag for the lead alone, no kicker that reads as a section',
    (_route, page) => {
      const cards = page.document.querySelectorAll('main article').flatMap((card) => {
        const link = card.querySelector('h2 a, h3 a')
        const href = link?.getAttribute('href')
        if (!href) return []
        const text = (selector: string) => card.querySelector(selector)?.text ?? ''
        return [
          { href, title: link!.text, label: text('.kicker'), flag: text('[data-story-flag]') },
        ]
      })
      const first = new Map(cards.toReversed().map((card) => [card.href, card]))
      for (const card of cards) {
        expect(card).toEqual(first.get(card.href))
        expect(storyLabel([card.label], sections), `the kicker of ${card.href}`).toBe(card.label)
        if (card.flag) expect(card.href, card.flag).toBe(lead)
      }
    },
  )
})

/** The stories a listing page shows: the links of its cards. */
const storiesOn = (page: (typeof pages)[number]) =>
  page.document
    .querySelectorAll('main article a[href^="/article/"]')
    .map((link) => link.getAttribute('href'))
/** Every listing, by its address: /category/x, /topic/x, /author/x. */
const listings = contentPages
  .map(({ route }) => route)
  .filter((route) => /^\/(category|topic|author)\/[^/]+$/.test(route))

/** The stories out by the build's clock that a listing holds, by the snapshot. */
function storiesOf(listing: string): string[] {
  const [, kind, slug] = listing.split('/')
  const out = stories.filter(({ publishedAt }) => Date.parse(publishedAt) <= buildClock.getTime())
  const inCategory = (id: string) =>
    summaries.some(
      (card) =>
        card.article._ref === id &&
        Date.parse(card.publishedAt) <= buildClock.getTime() &&
        card.categories.some(({ _ref }) => _ref === `category-${slug}`),
    )
  return out
    .filter((story) =>
      kind === 'category'
        ? inCategory(story._id)
        : kind === 'topic'
          ? story.topics.some(
              ({ _ref }) => _ref === topics.find((t) => t.slug.current === slug)?._id,
            )
          : authorOf(story).slug.current === slug,
    )
    .map((story) => `/article/${story.slug.current}`)
}

describe('listings', () => {
  it.each(listings)(
    '%s shows each of its stories once, newest first, on one of its pages',
    (listing) => {
      const shown = [
        listing,
        ...pages
          .map(({ route }) => route)
          .filter((route) => route.startsWith(`${listing}/page/`) && !route.endsWith('/page/1'))
          // By number: page 10 comes after page 9, not after page 1.
          .sort((a, b) => Number(a.split('/page/')[1]) - Number(b.split('/page/')[1])),
      ].map((route) => pages.find((page) => page.route === route)!)
      for (const page of shown.slice(1)) expect(storiesOn(page).length).toBeGreaterThan(0)
      const all = shown.flatMap(storiesOn)
      expect(new Set(all).size, `stories shown twice by ${listing}`).toBe(all.length)
      expect([...all].sort()).toEqual(storiesOf(listing).sort())
      const dates = shown.flatMap(({ document }) =>
        document
          .querySelectorAll('main article time')
          .map((time) => time.getAttribute('datetime')!),
      )
      expect(dates).toEqual(dates.toSorted().reverse())
    },
  )
})

describe('social cards and structured data', () => {
  it.each(articles.map((page) => [page.route, page] as const))(
    '%s has its own 1200x630 card drawn at build, and describes a NewsArticle',
    async (route, page) => {
      const url = meta(page, 'og:image')!
      expect(url).toBe(`${siteUrl}/og/${route.split('/').pop()}.jpg`)
      const file = path.join(outDir, new URL(url).pathname)
      expect(await sharp(file).metadata()).toMatchObject({ width: 1200, height: 630 })
      const article = jsonLd(page).find((item) => item['@type'] === 'NewsArticle')
      expect(article).toMatchObject({
        headline: page.document.querySelector('h1')?.textContent,
        url: `${siteUrl}${route}`,
        author: { name: authorOf(storyOf(route.split('/').pop()!)).name },
        publisher: { name: settings.siteName },
      })
      expect(Date.parse(String(article?.datePublished))).not.toBeNaN()
      expect(Date.parse(String(article?.dateModified))).not.toBeNaN()
      expect((article?.image as string[]).length).toBeGreaterThan(0)
    },
  )

  it('describes the organisation and the website on the home page', () => {
    const types = jsonLd(contentPages.find((page) => page.route === '/')!).map(
      (item) => item['@type'],
    )
    expect(types).toEqual(expect.arrayContaining(['NewsMediaOrganization', 'WebSite']))
  })
})

describe('feeds of categories and topics', () => {
  const listings = contentPages.filter((page) => /^\/(category|topic)\/[^/]+$/.test(page.route))

  it.each(listings.map((page) => [page.route, page] as const))(
    '%s announces its own feed, which holds only its stories',
    (route, page) => {
      const feedPath = `${route}/feed.xml`
      const links = page.document
        .querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')
        .map((link) => link.getAttribute('href'))
      expect(links).toContain(`${siteUrl}${feedPath}`)
      const feed = readOut(feedPath.slice(1))
      // An HTML parser reads <link> as empty; the feed's item links are read as text.
      const itemLinks = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map(
        ([, link]) => link,
      )
      const cardLinks = [
        ...new Set(
          page.document
            .querySelectorAll('main a[href^="/article/"]')
            .map((link) => `${siteUrl}${link.getAttribute('href')}`),
        ),
      ]
      // The feed follows the whole listing; its first page shows the newest stories of it.
      for (const link of cardLinks) expect(itemLinks).toContain(link)
    },
  )
})

describe('sitemap, robots and feed', () => {
  const sitemap = parse(readOut('sitemap.xml'))
  const locations = sitemap.querySelectorAll('url').map((url) => ({
    loc: url.querySelector('loc')?.textContent,
    lastmod: url.querySelector('lastmod')?.textContent,
  }))

  it('lists every page with the date it last changed', () => {
    const expected = contentPages
      .filter((page) => !isFirstPageAlias(page.route) && !isNoIndex(page))
      .map((page) => `${siteUrl}${page.route === '/' ? '' : page.route}`)
      .sort()
    expect(locations.map((entry) => entry.loc).sort()).toEqual(expected)
    for (const entry of locations) expect(Date.parse(entry.lastmod ?? ''), entry.loc).not.toBeNaN()
  })

  it('points robots.txt at the sitemap', () => {
    expect(readOut('robots.txt')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })

  it('publishes an RSS 2.0 feed of every article, newest first', () => {
    const text = readOut('feed.xml')
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    const feed = parse(text)
    expect(feed.querySelector('rss')?.getAttribute('version')).toBe('2.0')
    const items = feed.querySelectorAll('item')
    expect(items).toHaveLength(articles.length)
    const dates = items.map((item) => Date.parse(item.querySelector('pubDate')?.textContent ?? ''))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })
})
