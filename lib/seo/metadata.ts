import type { Metadata } from 'next'
import type { Settings } from '@/lib/content'
import { feedPaths } from '@/schemas/vocabulary'
import { ogImagePath, ogImageSize } from '@/lib/seo/ogImage'

interface PageMetadataInput {
  settings: Settings
  title?: string
  description: string
  /** The page's path; with the site URL it is the canonical address. */
  path: string
  /** A listing's own feed, announced beside the site's. */
  feed?: { path: string; title: string }
  /** Article pages carry their own social card and publication dates. */
  article?: {
    slug: string
    publishedAt: string
    modifiedAt: string
    author: string
    section?: string
  }
}

/** Title, description, canonical URL, Open Graph and Twitter card for one page. */
export function pageMetadata({
  settings,
  title,
  description,
  path,
  feed,
  article,
}: PageMetadataInput): Metadata {
  const image = {
    url: ogImagePath(article?.slug ?? 'site'),
    ...ogImageSize,
    alt: title ?? settings.siteName,
  }
  const socialTitle = title ?? settings.siteName
  return {
    ...(title ? { title } : {}),
    description,
    alternates: {
      canonical: path,
      types: {
        'application/rss+xml': [
          ...(feed ? [{ url: feed.path, title: feed.title }] : []),
          { url: feedPaths.site, title: `${settings.siteName} RSS` },
        ],
      },
    },
    openGraph: {
      siteName: settings.siteName,
      title: socialTitle,
      description,
      url: path,
      locale: 'en_US',
      images: [image],
      ...(article
        ? {
            type: 'article',
            publishedTime: article.publishedAt,
            modifiedTime: article.modifiedAt,
            authors: [article.author],
            section: article.section,
          }
        : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title: socialTitle, description, images: [image.url] },
  }
}
