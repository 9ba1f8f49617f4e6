import {
  getArticleIndex,
  getCategories,
  getCategoryListing,
  getSettings,
  getTopicListing,
  getTopics,
  type ArticleIndexEntry,
  type Settings,
} from '@/lib/content'
import { renderRss, type FeedChannel } from '@/lib/feed/rss'
import { feedPaths, paths } from '@/schemas/vocabulary'

/**
 * A feed route's answer: the channel and the articles it follows, newest first. `which` picks
 * the articles out of the whole index, so every feed reads the same published corpus.
 */
export async function feedResponse(
  channel: (settings: Settings) => FeedChannel,
  which: (article: ArticleIndexEntry) => boolean = () => true,
): Promise<Response> {
  const [settings, articles] = await Promise.all([getSettings(), getArticleIndex()])
  return new Response(renderRss(settings, channel(settings), articles.filter(which)), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
}

const listings = {
  category: {
    all: getCategories,
    one: getCategoryListing,
    of: (article: ArticleIndexEntry) => article.categories,
  },
  topic: {
    all: getTopics,
    one: getTopicListing,
    of: (article: ArticleIndexEntry) => article.topics,
  },
}

/** The feed route of each category's or topic's listing: its pages and its answer. */
export function listingFeed<Kind extends keyof typeof listings>(kind: Kind) {
  const listing = listings[kind]
  return {
    generateStaticParams: async () =>
      (await listing.all()).map(({ slug }) => ({ [kind]: slug }) as Record<Kind, string>),
    GET: async (_request: Request, { params }: { params: Promise<Record<Kind, string>> }) => {
      const found = (await listing.one((await params)[kind]))!
      return feedResponse(
        ({ siteName }) => ({
          title: `${siteName}: ${found.name}`,
          description: found.description,
          pagePath: paths[kind](found.slug),
          feedPath: feedPaths[kind](found.slug),
        }),
        (article) => listing.of(article).some(({ slug }) => slug === found.slug),
      )
    },
  }
}
