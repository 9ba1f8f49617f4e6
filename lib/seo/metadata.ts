import type { Metadata } from 'next'
import type { Settings } from '@/lib/content'
import { ogImagePath, ogImageSize } from './ogImage'

export const feedPath = '/feed.xml'

interface PageMetadataInput {
  settings: Settings
  title?: string
  description: string
  /** The page's path; with the site URL it is the canonical address. */
  path: string
  /** Article pages carry their own social card and publication dates. */
  article?: {
    slug: string
    publishedAt: string
    updatedAt: string
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
      types: { 'application/rss+xml': [{ url: feedPath, title: `${settings.siteName} RSS` }] },
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
            modifiedTime: article.updatedAt,
            authors: [article.author],
            section: article.section,
          }
        : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title: socialTitle, description, images: [image.url] },
  }
}
