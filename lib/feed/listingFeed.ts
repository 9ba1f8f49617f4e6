import {
  getCategories,
  getCategoryListing,
  getTopicListing,
  getTopics,
  type ArticleIndexEntry,
} from '@/lib/content'
import { feedResponse } from '@/lib/feed/feedResponse'
import { feedPaths, paths } from '@/schemas/vocabulary'

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
        (siteName) => ({
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
