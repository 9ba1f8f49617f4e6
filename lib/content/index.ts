import { paths } from '@/schemas/vocabulary'
import { getCorpus, isCategorySlug, type IndexedArticle } from './corpus'
import { displayDate } from './formatDate'
import * as queries from './queries'
import type {
  AboutPageQueryResult,
  CareersPageQueryResult,
  HomePageQueryResult,
  ImageAssetsQueryResult,
  PrivacyPageQueryResult,
  SettingsQueryResult,
} from './sanity.types'
import { missingContentHint, runQuery, snapshot } from './source'
import type { Article, Category, CategoryListing, Home, ReadMoreItem } from './types'

export * from './types'
export { displayDate, formatApDate } from './formatDate'

/** Sizes the specification fixes for the home page, listings and the article page. */
export const pageSizes = { section: 8, latest: 15, trending: 3, readMore: 3, listing: 24 } as const

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined)
    throw new Error(`The dataset has no ${what}. ${missingContentHint()}`)
  return value
}

export async function getSettings() {
  const settings = await snapshot('settings', async () => {
    const value = await runQuery<SettingsQueryResult>(queries.settingsQuery)
    return required(value?.siteName ? value : null, 'site settings')
  })
  // The published host may differ per deployment (preview, staging): the environment wins.
  return { ...settings, siteUrl: (process.env.SITE_URL || settings.siteUrl).replace(/\/+$/, '') }
}
export type Settings = Awaited<ReturnType<typeof getSettings>>

export async function getCategories(): Promise<Category[]> {
  return (await getCorpus()).categories
}

export async function getHome(): Promise<Home> {
  const [corpus, home] = await Promise.all([
    getCorpus(),
    snapshot('homePage', () => runQuery<HomePageQueryResult>(queries.homePageQuery)),
  ])
  const cardOf = (id: string | null) => (id ? corpus.cardById.get(id) : undefined)
  return {
    featured: required(cardOf(home?.featured ?? null), 'featured story on the home page'),
    trending: (home?.trending ?? []).flatMap((id) => cardOf(id) ?? []).slice(0, pageSizes.trending),
    sections: corpus.categories.map((category) => ({
      ...category,
      cards: (corpus.cardsByCategory.get(category.slug) ?? []).slice(0, pageSizes.section),
    })),
    latest: corpus.cards.slice(0, pageSizes.latest),
  }
}

/** An empty listing still has its one page, which shows the empty state. */
const listingPageCount = (cards: number) => Math.max(1, Math.ceil(cards / pageSizes.listing))

/** One page of a listing, or null for an unknown category or a page past the end. */
export async function getCategoryListing(slug: string, page = 1): Promise<CategoryListing | null> {
  if (!isCategorySlug(slug) || !Number.isInteger(page) || page < 1) return null
  const corpus = await getCorpus()
  const category = corpus.categories.find((candidate) => candidate.slug === slug)
  if (!category) return null
  const all = corpus.cardsByCategory.get(slug) ?? []
  const pageCount = listingPageCount(all.length)
  if (page > pageCount) return null
  const start = (page - 1) * pageSizes.listing
  return {
    ...category,
    cards: all.slice(start, start + pageSizes.listing),
    page,
    pageCount,
    total: all.length,
  }
}

/**
 * Every page of every listing, for the build to write. Page 1 is also written at /page/1
 * (its canonical address stays the listing's own): a static export needs at least one page
 * of this route even when no listing runs past a page.
 */
export async function getCategoryPageParams(): Promise<{ category: string; page: string }[]> {
  const corpus = await getCorpus()
  return corpus.categories.flatMap(({ slug }) => {
    const pageCount = listingPageCount(corpus.cardsByCategory.get(slug)?.length ?? 0)
    return Array.from({ length: pageCount }, (_, index) => ({
      category: slug,
      page: String(index + 1),
    }))
  })
}

export async function getArticleSlugs(): Promise<string[]> {
  return (await getCorpus()).articles.map((article) => article.raw.slug)
}

const toReadMore = (article: IndexedArticle): ReadMoreItem => ({
  title: article.raw.headline,
  image: article.hero,
  href: paths.article(article.raw.slug),
  readTime: article.readTime,
})

export async function getArticle(slug: string): Promise<Article | null> {
  const corpus = await getCorpus()
  const article = corpus.articleBySlug.get(slug)
  if (!article) return null
  const { raw } = article
  // The stories published just before this one, topped up with the newest, never this one.
  const older = corpus.articles.slice(
    article.position + 1,
    article.position + 1 + pageSizes.readMore,
  )
  const newest = corpus.articles
    .slice(0, pageSizes.readMore + 1)
    .filter((other) => other !== article)
  const readMore = [...new Set([...older, ...newest])].slice(0, pageSizes.readMore).map(toReadMore)
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
    readTime: article.readTime,
    showBackToHome: raw.showBackToHome,
    hero: article.hero,
    body: raw.body,
    citations: raw.citations,
    readMore,
  }
}

/** Every article for the sitemap and the feed, newest first. */
export async function getArticleIndex() {
  return (await getCorpus()).articles.map(({ raw, hero }) => ({
    headline: raw.headline,
    slug: raw.slug,
    href: paths.article(raw.slug),
    dek: raw.dek,
    author: raw.author,
    topic: raw.topic ?? undefined,
    publishedAt: raw.publishedAt,
    updatedAt: raw.updatedAt,
    hero,
  }))
}
export type ArticleIndexEntry = Awaited<ReturnType<typeof getArticleIndex>>[number]

export const getAboutPage = () =>
  snapshot('about', async () =>
    required(await runQuery<AboutPageQueryResult>(queries.aboutPageQuery), 'About page'),
  )

export const getPrivacyPage = () =>
  snapshot('privacy', async () =>
    required(await runQuery<PrivacyPageQueryResult>(queries.privacyPageQuery), 'Privacy page'),
  )

export const getCareersPage = () =>
  snapshot('careers', async () =>
    required(await runQuery<CareersPageQueryResult>(queries.careersPageQuery), 'Careers page'),
  )

/**
 * The images published pages show, for the build step that makes their variants: a hosted
 * dataset also holds uploads no document uses, and those are left out.
 */
export async function getImageAssets(): Promise<ImageAssetsQueryResult> {
  const [corpus, assets] = await Promise.all([
    getCorpus(),
    runQuery<ImageAssetsQueryResult>(queries.imageAssetsQuery),
  ])
  const used = new Set([
    ...corpus.articles.map((article) => article.hero.assetId),
    ...corpus.cards.map((card) => card.image.assetId),
  ])
  return assets.filter((asset) => used.has(asset.assetId))
}

function collectCharacters(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const character of value) into.add(character)
  else if (Array.isArray(value)) for (const item of value) collectCharacters(item, into)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      // System fields (ids, types, keys, references) are never shown.
      if (!key.startsWith('_')) collectCharacters(item, into)
    }
}

/** Every character any published document holds, sorted by code point: what the fonts must cover. */
export async function getContentCharacters(): Promise<string[]> {
  const documents = await runQuery<unknown[]>(queries.publishedContentQuery)
  const characters = new Set<string>()
  collectCharacters(documents, characters)
  return [...characters].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!)
}
