import type { MetadataRoute } from 'next'
import {
  getArticleIndex,
  getAuthorListing,
  getAuthorPageParams,
  getCategoryListing,
  getCategoryPageParams,
  getPrivacyPage,
  getSettings,
  getTopicListing,
  getTopicPageParams,
  type Listing,
} from '@/lib/content'
import { previewServer } from '@/lib/content/mode'
import { paths } from '@/schemas/vocabulary'

export const dynamic = 'force-static'

type Entry = MetadataRoute.Sitemap[number]

/** Every page of every listing of one kind, dated by its newest story. */
async function listingEntries(
  params: { slug: string; page: string }[],
  load: (slug: string, page: number) => Promise<Listing | null>,
  pathOf: (slug: string, page: number) => string,
  url: (path: string) => string,
  fallbackDate: string,
): Promise<Entry[]> {
  const listings = await Promise.all(params.map(({ slug, page }) => load(slug, Number(page))))
  return listings.flatMap((listing) =>
    listing
      ? [
          {
            url: url(pathOf(listing.slug, listing.page)),
            lastModified: listing.cards[0]?.publishedAt ?? fallbackDate,
            changeFrequency: 'daily' as const,
            priority: listing.page === 1 ? 0.8 : 0.5,
          },
        ]
      : [],
  )
}

/** Every page of the site, with the date its content last changed. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // The editors' preview lists nothing: its pages are drafts, not the published site.
  if (previewServer) return []
  const [settings, articles, privacy] = await Promise.all([
    getSettings(),
    getArticleIndex(),
    getPrivacyPage(),
  ])
  const url = (path: string) => `${settings.siteUrl}${path === '/' ? '' : path}`
  const newest = articles.reduce(
    (latest, article) => (article.modifiedAt > latest ? article.modifiedAt : latest),
    '',
  )
  const [categoryPages, topicPages, authorPages] = await Promise.all([
    getCategoryPageParams().then((list) =>
      listingEntries(
        list.map(({ category, page }) => ({ slug: category, page })),
        getCategoryListing,
        paths.categoryPage,
        url,
        newest,
      ),
    ),
    getTopicPageParams().then((list) =>
      listingEntries(
        list.map(({ topic, page }) => ({ slug: topic, page })),
        getTopicListing,
        paths.topicPage,
        url,
        newest,
      ),
    ),
    getAuthorPageParams().then((list) =>
      listingEntries(
        list.map(({ author, page }) => ({ slug: author, page })),
        getAuthorListing,
        paths.authorPage,
        url,
        newest,
      ),
    ),
  ])
  return [
    { url: url('/'), lastModified: newest, changeFrequency: 'daily', priority: 1 },
    ...categoryPages,
    ...topicPages,
    ...authorPages,
    ...articles.map((article) => ({
      url: url(article.href),
      lastModified: article.modifiedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    })),
    ...['/about', '/contact', '/careers'].map((path) => ({
      url: url(path),
      lastModified: newest,
      changeFrequency: 'yearly' as const,
      priority: 0.4,
    })),
    {
      url: url('/privacy'),
      lastModified: privacy.lastUpdated,
      changeFrequency: 'yearly',
      priority: 0.2,
    },
  ]
}
