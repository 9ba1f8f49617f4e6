import { cache } from 'react'
import { categorySlugs, paths, type CategorySlug } from '@/schemas/vocabulary'
import { readingMinutes, readTimeLabel } from '@/schemas/readingTime'
import { displayDate } from './formatDate'
import * as queries from './queries'
import type {
  AboutPageQueryResult,
  ArticleQueryResult,
  ArticleIndexQueryResult,
  ArticleSlugsQueryResult,
  CareersPageQueryResult,
  CategoriesQueryResult,
  CategoryListingQueryResult,
  HomeQueryResult,
  ImageAssetsQueryResult,
  PrivacyPageQueryResult,
  SettingsQueryResult,
} from './sanity.types'
import { missingContentHint, runQuery } from './source'
import type {
  Article,
  Card,
  Category,
  CategoryListing,
  ContentImage,
  Home,
  ReadMoreItem,
} from './types'

export * from './types'
export { displayDate, formatApDate } from './formatDate'

/** Sizes the specification fixes for the home page and the article page. */
export const pageSizes = { section: 8, latest: 15, trending: 3, readMore: 3 } as const

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined)
    throw new Error(`The dataset has no ${what}. ${missingContentHint()}`)
  return value
}

type RawImage = {
  assetId: string | null
  width: number | null
  height: number | null
  alt: string
  credit: string | null
} | null

function toImage(image: RawImage, owner: string): ContentImage {
  if (!image?.assetId || !image.width || !image.height)
    throw new Error(`${owner} has no image asset.`)
  return {
    assetId: image.assetId,
    width: image.width,
    height: image.height,
    alt: image.alt,
    credit: image.credit ?? undefined,
  }
}

const isCategorySlug = (value: string): value is CategorySlug =>
  (categorySlugs as readonly string[]).includes(value)

type RawCard = NonNullable<HomeQueryResult['featured']>

function toCard(raw: RawCard): Card {
  const categories = raw.categories.flatMap(({ name, slug }) =>
    isCategorySlug(slug) ? [{ name, slug }] : [],
  )
  return {
    id: raw.id,
    title: raw.title,
    excerpt: raw.excerpt,
    label: raw.homeLabel ?? categories[0]?.name ?? '',
    categories,
    author: raw.article.author,
    readTime: readTimeLabel(readingMinutes(raw.article.body)),
    dateText: displayDate(raw.publishedAt, raw.dateLabel),
    publishedAt: raw.publishedAt,
    image: toImage(raw.image, raw.id),
    featured: raw.featured,
    href: paths.article(raw.article.slug),
  }
}

export const getSettings = cache(async () => {
  const settings = await runQuery<SettingsQueryResult>(queries.settingsQuery)
  const value = required(settings?.siteName ? settings : null, 'site settings')
  // The published host may differ per deployment (preview, staging): the environment wins.
  const siteUrl = (process.env.SITE_URL || value.siteUrl).replace(/\/+$/, '')
  return { ...value, siteUrl }
})
export type Settings = Awaited<ReturnType<typeof getSettings>>

export const getCategories = cache(async (): Promise<Category[]> => {
  const categories = await runQuery<CategoriesQueryResult>(queries.categoriesQuery)
  return categories.flatMap(({ name, slug, description }) =>
    isCategorySlug(slug) ? [{ name, slug, description }] : [],
  )
})

export const getHome = cache(async (): Promise<Home> => {
  const home = await runQuery<HomeQueryResult>(queries.homeQuery, {
    sectionSize: pageSizes.section,
    latestSize: pageSizes.latest,
  })
  return {
    featured: toCard(required(home.featured, 'featured story on the home page')),
    trending: (home.trending ?? []).slice(0, pageSizes.trending).map(toCard),
    sections: home.sections.flatMap(({ name, slug, description, cards }) =>
      isCategorySlug(slug) ? [{ name, slug, description, cards: cards.map(toCard) }] : [],
    ),
    latest: home.latest.map(toCard),
  }
})

export const getCategoryListing = cache(async (slug: string): Promise<CategoryListing | null> => {
  const listing = await runQuery<CategoryListingQueryResult>(queries.categoryListingQuery, { slug })
  if (!listing || !isCategorySlug(listing.slug)) return null
  return {
    name: listing.name,
    slug: listing.slug,
    description: listing.description,
    cards: listing.cards.map(toCard),
  }
})

export const getArticleSlugs = cache(() =>
  runQuery<ArticleSlugsQueryResult>(queries.articleSlugsQuery),
)

type RawReadMore = NonNullable<ArticleQueryResult>['olderArticles'][number]

function toReadMore(raw: RawReadMore): ReadMoreItem {
  return {
    title: raw.headline,
    image: toImage(raw.hero, raw.slug),
    href: paths.article(raw.slug),
    readTime: readTimeLabel(readingMinutes(raw.body)),
  }
}

export const getArticle = cache(async (slug: string): Promise<Article | null> => {
  const raw = await runQuery<ArticleQueryResult>(queries.articleQuery, {
    slug,
    readMoreSize: pageSizes.readMore,
  })
  if (!raw) return null
  // The stories published just before this one, topped up with the newest, never this one.
  const readMore = [...raw.olderArticles, ...raw.newestArticles]
    .filter(
      (item, index, all) =>
        item.slug !== raw.slug && all.findIndex((other) => other.slug === item.slug) === index,
    )
    .slice(0, pageSizes.readMore)
    .map(toReadMore)
  return {
    id: raw.id,
    slug: raw.slug,
    href: paths.article(raw.slug),
    headline: raw.headline,
    dek: raw.dek,
    topic: raw.topic ?? undefined,
    author: raw.author,
    publishedAt: raw.publishedAt,
    updatedAt: raw.updatedAt,
    dateText: displayDate(raw.publishedAt, raw.dateLabel),
    readTime: readTimeLabel(readingMinutes(raw.body)),
    showBackToHome: raw.showBackToHome,
    hero: toImage(raw.hero, raw.id),
    body: raw.body,
    citations: raw.citations,
    readMore,
  }
})

export const getAboutPage = cache(async () =>
  required(await runQuery<AboutPageQueryResult>(queries.aboutPageQuery), 'About page'),
)

export const getPrivacyPage = cache(async () =>
  required(await runQuery<PrivacyPageQueryResult>(queries.privacyPageQuery), 'Privacy page'),
)

export const getCareersPage = cache(async () =>
  required(await runQuery<CareersPageQueryResult>(queries.careersPageQuery), 'Careers page'),
)

export const getImageAssets = () => runQuery<ImageAssetsQueryResult>(queries.imageAssetsQuery)

/** Every article for the sitemap and the feed, newest first. */
export const getArticleIndex = cache(async () =>
  (await runQuery<ArticleIndexQueryResult>(queries.articleIndexQuery)).map((article) => ({
    headline: article.headline,
    slug: article.slug,
    href: paths.article(article.slug),
    dek: article.dek,
    author: article.author,
    topic: article.topic ?? undefined,
    publishedAt: article.publishedAt,
    updatedAt: article.updatedAt,
    hero: toImage(article.hero, article.slug),
  })),
)
export type ArticleIndexEntry = Awaited<ReturnType<typeof getArticleIndex>>[number]
