import { readFile, writeFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forgetSnapshots } from '@/lib/content/source'
import { seedScratchDataset } from '@/tests/unit/content/embeddedDataset'

/**
 * A story scheduled for 6 a.m. is out of every page, listing, feed and sitemap in a build
 * before 6 a.m., and in all of them in a build after: the build's clock decides, fixed here.
 */

const scheduled = 'lufthansa-job-cuts'
const publishAt = '2025-12-20T11:00:00.000Z' // 6 a.m. in New York
const seconds = (iso: string) => String(Date.parse(iso) / 1000)

let content: Awaited<ReturnType<typeof seedScratchDataset>>

beforeAll(async () => {
  content = await seedScratchDataset()
  const file = process.env.CONTENT_DATASET_FILE!
  const moved = (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const document = JSON.parse(line)
      const isStory =
        document._id === `article-${scheduled}` || document.article?._ref === `article-${scheduled}`
      return JSON.stringify(isStory ? { ...document, publishedAt: publishAt } : document)
    })
  await writeFile(file, `${moved.join('\n')}\n`)
})
afterAll(() => {
  delete process.env.SOURCE_DATE_EPOCH
  forgetSnapshots()
})

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
  process.env.SOURCE_DATE_EPOCH = seconds(iso)
  forgetSnapshots()
  return whereItShows()
}

describe('a story scheduled for later', () => {
  it('is nowhere in a build a minute before its time', async () => {
    expect(await buildAt('2025-12-20T10:59:00.000Z')).toEqual({
      page: false,
      home: false,
      listings: false,
      topics: false,
      feedAndSitemap: false,
      readMore: false,
    })
  })

  it('is everywhere in a build a minute after, dated Today', async () => {
    expect(await buildAt('2025-12-20T11:01:00.000Z')).toEqual({
      page: true,
      home: true,
      listings: true,
      topics: true,
      feedAndSitemap: true,
      readMore: true,
    })
    expect((await content.getArticle(scheduled))?.dateText).toBe('Today')
  })
})
