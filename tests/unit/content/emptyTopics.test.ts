import path from 'node:path'
import { readFile, writeFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forgetSnapshots } from '@/lib/content/source'
import { corpusExpectations } from '@/seed/content/expectations'
import { runSeed } from '@/seed/lib/runSeed'
import { articleOf, contentCopy, scratchSeedDir } from '@/tests/unit/seed/fixtures'

/**
 * A topic with no story out has nothing to show: no page, no numbered page, no feed and no
 * sitemap entry, until a build after its first story's time.
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
  const authored = await contentCopy()
  authored.topics.push(
    { slug: empty, name: 'Pay transparency', description: 'Laws on pay ranges in job postings.' },
    { slug: later, name: 'Remote work rules', description: 'Where and how staff may work.' },
  )
  articleOf(authored, scheduled).article.topics.push(later)
  const dir = await scratchSeedDir()
  const outFile = path.join(dir, 'dataset.ndjson')
  const log: string[] = []
  const exitCode = await runSeed({
    content: authored,
    outFile,
    expectations: corpusExpectations,
    log: (line) => log.push(line),
  })
  expect(log).toEqual([expect.stringMatching(/^Wrote /)])
  expect(exitCode).toBe(0)
  // The story moves to later, as an editor schedules it, with its cards.
  const lines = (await readFile(outFile, 'utf8')).split('\n').filter(Boolean)
  const moved = lines.map((line) => {
    const document = JSON.parse(line)
    const isStory =
      document._id === `article-${scheduled}` || document.article?._ref === `article-${scheduled}`
    return JSON.stringify(isStory ? { ...document, publishedAt: publishAt } : document)
  })
  await writeFile(outFile, `${moved.join('\n')}\n`)
  process.env.CONTENT_DATASET_FILE = outFile
  delete process.env.SANITY_PROJECT_ID
  delete process.env.SITE_URL
  content = await import('@/lib/content')
  sitemap = (await import('@/app/sitemap')).default
  feedParams = (await import('@/app/topic/[topic]/feed.xml/route.static')).generateStaticParams
  pageParams = (await import('@/app/topic/[topic]/page.static')).generateStaticParams
})
afterAll(() => {
  delete process.env.SOURCE_DATE_EPOCH
  forgetSnapshots()
})

/** Everywhere a build could give a topic a page or an address. */
async function whereTopicShows(slug: string) {
  const urls = (await sitemap()).map((entry) => new URL(entry.url).pathname)
  return {
    listed: (await content.getTopics()).some((topic) => topic.slug === slug),
    page: (await content.getTopicListing(slug)) !== null,
    pageRoutes: (await pageParams()).some(({ topic }) => topic === slug),
    numberedPages: (await content.getTopicPageParams()).some(({ topic }) => topic === slug),
    feed: (await feedParams()).some(({ topic }) => topic === slug),
    sitemap: urls.some((url) => url.startsWith(`/topic/${slug}`)),
  }
}

const nowhere = {
  listed: false,
  page: false,
  pageRoutes: false,
  numberedPages: false,
  feed: false,
  sitemap: false,
}
const everywhere = Object.fromEntries(Object.keys(nowhere).map((key) => [key, true]))

async function buildAt(iso: string) {
  process.env.SOURCE_DATE_EPOCH = String(Date.parse(iso) / 1000)
  forgetSnapshots()
}

describe('a topic with no stories', () => {
  it('has no page, feed or sitemap entry', async () => {
    await buildAt('2025-12-21T00:00:00.000Z')
    expect(await whereTopicShows(empty)).toEqual(nowhere)
  })

  it('while a topic with one story has all of them (the check can fail)', async () => {
    await buildAt('2025-12-21T00:00:00.000Z')
    expect(await whereTopicShows(later)).toEqual(everywhere)
  })

  it('gets them with its first story, in the first build after its time', async () => {
    await buildAt('2025-12-20T10:59:00.000Z')
    expect(await whereTopicShows(later)).toEqual(nowhere)
    await buildAt('2025-12-20T11:01:00.000Z')
    expect(await whereTopicShows(later)).toEqual(everywhere)
  })
})
