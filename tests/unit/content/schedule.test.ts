import { readFile, writeFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { forgetSnapshots } from '@/lib/content/source'
import { seedScratchDataset } from '@/tests/contract/support/seeded'

/**
 * The build's clock decides what is out, fixed here. A story scheduled for 6 a.m. is out of
 * every page, listing, feed and sitemap in a build before 6 a.m., and in all of them in a build
 * after. A topic with no story out has nothing to show: no page, no numbered page, no feed and
 * no sitemap entry, until a build after its first story's time.
 */

const empty = 'pay-transparency'
const later = 'remote-work-rules'
/** The one story of `later`, scheduled for 6 a.m. in New York on Dec. 20, 2025. */
const scheduled = 'lufthansa-job-cuts'
const publishAt = '2025-12-20T11:00:00.000Z'

let content: typeof import('@/lib/content')
let sitemap: typeof import('@/app/sitemap').default
let feedParams: typeof import('@/app/topic/[topic]/feed.xml/route.static').generateStaticParams
let pageParams: typeof import('@/app/topic/[topic]/page.static').generateStaticParams

beforeAll(async () => {
  content = await seedScratchDataset()
  const file = process.env.CONTENT_DATASET_FILE!
  const topic = (slug: string, name: string, description: string) =>
    JSON.stringify({
      _id: `topic-${slug}`,
      _type: 'topic',
      name,
      slug: { _type: 'slug', current: slug },
      description,
    })
  // The story moves to later, as an editor schedules it, with its cards, and takes a new topic.
  const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean)
  const moved = lines.map((line) => {
    const document = JSON.parse(line)
    if (document._id === `article-${scheduled}`)
      document.topics.push({ _type: 'reference', _ref: `topic-${later}`, _key: 'later' })
    const isStory =
      document._id === `article-${scheduled}` || document.article?._ref === `article-${scheduled}`
    return JSON.stringify(isStory ? { ...document, publishedAt: publishAt } : document)
  })
  moved.push(
    topic(empty, 'Pay transparency', 'Laws on pay ranges in job postings.'),
    topic(later, 'Remote work rules', 'Where and how staff may work.'),
  )
  await writeFile(file, `${moved.join('\n')}\n`)
  sitemap = (await import('@/app/sitemap')).default
  feedParams = (await import('@/app/topic/[topic]/feed.xml/route.static')).generateStaticParams
  pageParams = (await import('@/app/topic/[topic]/page.static')).generateStaticParams
})
afterAll(() => {
  forgetSnapshots()
})

/** Everywhere a build could give a topic a page or an address. */
async function whereTopicShows(slug: string) {
  const urls = (await sitemap()).map((entry) => new URL(entry.url).pathname)
  return {
    listed: (await content.getTopics()).some((topic) => topic.slug === slug),
    page: (await content.getTopicListing(slug)) !== null,
    pageRoutes: (await pageParams()).some(({ topic }) => topic === slug),
    numberedPages: (await content.getPageParams('topic')).some(({ topic }) => topic === slug),
    feed: (await feedParams()).some(({ topic }) => topic === slug),
    sitemap: urls.some((url) => url.startsWith(`/topic/${slug}`)),
  }
}

/** Everything a build writes that could name the story. */
async function whereItShows() {
  const href = `/article/${scheduled}`
  const home = await content.getHome()
  const listings = await Promise.all(
    (await content.getCategories()).map(({ slug }) => content.getCategoryListing(slug)),
  )
  const topics = await Promise.all(
    (await content.getTopics()).map(({ slug }) => content.getTopicListing(slug)),
  )
  const others = await Promise.all(
    (await content.getArticleSlugs())
      .filter((slug) => slug !== scheduled)
      .map((slug) => content.getArticle(slug)),
  )
  return {
    page: (await content.getArticleSlugs()).includes(scheduled),
    home: [...home.latest, ...home.sections.flatMap((s) => s.cards)].some((c) => c.href === href),
    listings: listings.some((listing) => listing?.cards.some((card) => card.href === href)),
    topics: topics.some((listing) => listing?.cards.some((card) => card.href === href)),
    feedAndSitemap: (await content.getArticleIndex()).some((article) => article.href === href),
    readMore: others.some((article) => article?.readMore.some((item) => item.href === href)),
  }
}

async function buildAt(iso: string) {
  vi.stubEnv('SOURCE_DATE_EPOCH', String(Date.parse(iso) / 1000))
  forgetSnapshots()
}

/** Whether every place a build could show something shows it (`shown`), a failure naming the place. */
const expectEverywhere = (where: Record<string, boolean>, shown: boolean) =>
  expect(where).toEqual(Object.fromEntries(Object.keys(where).map((key) => [key, shown])))

describe('a story scheduled for later, the only story of its topic', () => {
  it('is nowhere, nor its topic, in a build a minute before its time', async () => {
    await buildAt('2025-12-20T10:59:00.000Z')
    expectEverywhere(await whereItShows(), false)
    expectEverywhere(await whereTopicShows(later), false)
  })

  it('is everywhere, dated Today, and its topic too, in a build a minute after; a topic with no stories is still nowhere', async () => {
    await buildAt('2025-12-20T11:01:00.000Z')
    expectEverywhere(await whereItShows(), true)
    expect((await content.getArticle(scheduled))?.dateText).toBe('Today')
    expectEverywhere(await whereTopicShows(later), true)
    expectEverywhere(await whereTopicShows(empty), false)
  })
})
