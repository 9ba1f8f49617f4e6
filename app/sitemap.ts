import type { MetadataRoute } from 'next'
import { getArticleIndex, getPageParams, getPrivacyPage, getSettings } from '@/lib/content'
import { previewServer } from '@/lib/content/mode'
import { listingKinds } from '@/app/_components/listingKinds'

export const dynamic = 'force-static'

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
  // Every page of every listing, dated by its newest story.
  const listingPages = await Promise.all(
    listingKinds.map(async (kind) => {
      const pages = await Promise.all(
        (await getPageParams(kind.param)).map((params) =>
          kind.load(params[kind.param]!, +params.page!),
        ),
      )
      return pages.flatMap((listing) =>
        listing
          ? [
              {
                url: url(kind.pathOf(listing.slug, listing.page)),
                lastModified: listing.cards[0]?.publishedAt ?? newest,
                changeFrequency: 'daily' as const,
                priority: listing.page === 1 ? 0.8 : 0.5,
              },
            ]
          : [],
      )
    }),
  )
  return [
    { url: url('/'), lastModified: newest, changeFrequency: 'daily', priority: 1 },
    ...listingPages.flat(),
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
