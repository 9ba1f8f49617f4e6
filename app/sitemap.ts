import type { MetadataRoute } from 'next'
import {
  getArticleIndex,
  getCategoryPageParams,
  getCategoryListing,
  getCategories,
  getPrivacyPage,
  getSettings,
} from '@/lib/content'
import { previewServer } from '@/lib/content/mode'
import { paths } from '@/schemas/vocabulary'

export const dynamic = 'force-static'

/** Every page of the site, with the date its content last changed. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // The editors' preview lists nothing: its pages are drafts, not the published site.
  if (previewServer) return []
  const [settings, articles, categories, privacy] = await Promise.all([
    getSettings(),
    getArticleIndex(),
    getCategories(),
    getPrivacyPage(),
  ])
  const url = (path: string) => `${settings.siteUrl}${path === '/' ? '' : path}`
  const newest = articles.reduce(
    (latest, article) => (article.modifiedAt > latest ? article.modifiedAt : latest),
    '',
  )
  const listings = await Promise.all(categories.map(({ slug }) => getCategoryListing(slug)))
  const laterPages = (await getCategoryPageParams()).filter(({ page }) => page !== '1')
  return [
    { url: url('/'), lastModified: newest, changeFrequency: 'daily', priority: 1 },
    ...listings.flatMap((listing) =>
      listing
        ? [
            {
              url: url(paths.category(listing.slug)),
              lastModified: listing.cards[0]?.publishedAt ?? newest,
              changeFrequency: 'daily' as const,
              priority: 0.8,
            },
          ]
        : [],
    ),
    ...(
      await Promise.all(
        laterPages.map(({ category, page }) => getCategoryListing(category, Number(page))),
      )
    ).flatMap((listing) =>
      listing
        ? [
            {
              url: url(paths.categoryPage(listing.slug, listing.page)),
              lastModified: listing.cards[0]?.publishedAt ?? newest,
              changeFrequency: 'daily' as const,
              priority: 0.5,
            },
          ]
        : [],
    ),
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
