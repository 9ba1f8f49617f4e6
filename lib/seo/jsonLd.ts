import type { Article, Author, Settings } from '@/lib/content'
import { fallbackWidthFor, variantUrl, widthsFor } from '@/lib/media/variants'
import { paths } from '@/schemas/vocabulary'
import { ogImagePath } from '@/lib/seo/ogImage'

/** schema.org descriptions of the publisher, the site and each article, for search engines. */

/** The publisher, as every article names it. */
const publisher = (settings: Settings) => ({
  '@type': 'NewsMediaOrganization',
  '@id': `${settings.siteUrl}/#organization`,
  name: settings.siteName,
  logo: { '@type': 'ImageObject', url: `${settings.siteUrl}/icon.svg` },
})

export function organizationJsonLd(settings: Settings) {
  return {
    '@context': 'https://schema.org',
    ...publisher(settings),
    url: settings.siteUrl,
    sameAs: [settings.social.linkedin, settings.social.twitter, settings.social.facebook],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'editorial',
      email: settings.contact.email,
      telephone: settings.contact.phone,
    },
  }
}

export function websiteJsonLd(settings: Settings) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${settings.siteUrl}/#website`,
    name: settings.siteName,
    url: settings.siteUrl,
    description: settings.description,
    publisher: { '@id': `${settings.siteUrl}/#organization` },
    inLanguage: 'en-US',
  }
}

export function newsArticleJsonLd(article: Article, settings: Settings) {
  const widths = widthsFor(article.hero.width)
  const url = `${settings.siteUrl}${article.href}`
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: article.headline,
    description: article.dek,
    image: [
      `${settings.siteUrl}${variantUrl(article.hero.assetId, widths[widths.length - 1]!)}`,
      `${settings.siteUrl}${ogImagePath(article.slug)}`,
    ],
    datePublished: article.publishedAt,
    dateModified: article.modifiedAt,
    author: {
      '@type': 'Organization',
      '@id': authorId(settings, article.author.slug),
      name: article.author.name,
      url: `${settings.siteUrl}${paths.author(article.author.slug)}`,
    },
    publisher: publisher(settings),
    articleSection: article.label,
    ...(article.topics.length > 0 ? { keywords: article.topics.map(({ name }) => name) } : {}),
    ...(article.correction
      ? {
          correction: {
            '@type': 'CorrectionComment',
            text: article.correction.text,
            datePublished: article.correction.date,
          },
        }
      : {}),
    inLanguage: 'en-US',
  }
}

const authorId = (settings: Settings, slug: string) =>
  `${settings.siteUrl}${paths.author(slug)}#author`

/** The desk's page: a ProfilePage about the organization that writes the stories. */
export function profilePageJsonLd(author: Author, settings: Settings) {
  const url = `${settings.siteUrl}${paths.author(author.slug)}`
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    mainEntity: {
      '@type': 'Organization',
      '@id': authorId(settings, author.slug),
      name: author.name,
      description: author.bio,
      email: author.email,
      url,
      image: `${settings.siteUrl}${variantUrl(author.image.assetId, fallbackWidthFor(author.image.width), 'webp')}`,
      parentOrganization: { '@id': `${settings.siteUrl}/#organization` },
    },
  }
}
