import { categorySlugs, paths, type CategorySlug } from '@/schemas/vocabulary'
import { readingMinutes, readTimeLabel } from '@/schemas/readingTime'
import { displayDate } from './formatDate'
import * as queries from './queries'
import type {
  ArticlesQueryResult,
  AssetSizesQueryResult,
  CardsQueryResult,
  CategoriesQueryResult,
} from './sanity.types'
import { runQuery, snapshot } from './source'
import type { Card, Category, ContentImage } from './types'

/**
 * The whole corpus, asked for once per build and indexed: every page then reads what it needs
 * by key, so a page costs the same at 19 articles as at 2,000.
 */

export type RawArticle = ArticlesQueryResult[number]
type RawImage = { assetId: string | null; alt: string; credit: string | null } | null

export interface IndexedArticle {
  raw: RawArticle
  readTime: string
  hero: ContentImage
  /** Position in the newest-first order. */
  position: number
}

export interface Corpus {
  categories: Category[]
  /** Newest first. */
  articles: IndexedArticle[]
  articleBySlug: Map<string, IndexedArticle>
  /** Newest first. */
  cards: Card[]
  cardById: Map<string, Card>
  cardsByCategory: Map<CategorySlug, Card[]>
}

export const isCategorySlug = (value: string): value is CategorySlug =>
  (categorySlugs as readonly string[]).includes(value)

function imageFrom(
  sizes: Map<string, { width: number; height: number }>,
  image: RawImage,
  owner: string,
): ContentImage {
  const size = image?.assetId ? sizes.get(image.assetId) : undefined
  if (!image?.assetId || !size) throw new Error(`${owner} has no image asset.`)
  return { assetId: image.assetId, ...size, alt: image.alt, credit: image.credit ?? undefined }
}

async function loadCorpus(): Promise<Corpus> {
  const [rawCategories, rawArticles, rawCards, rawSizes] = await Promise.all([
    runQuery<CategoriesQueryResult>(queries.categoriesQuery),
    runQuery<ArticlesQueryResult>(queries.articlesQuery),
    runQuery<CardsQueryResult>(queries.cardsQuery),
    runQuery<AssetSizesQueryResult>(queries.assetSizesQuery),
  ])
  const sizes = new Map(
    rawSizes.flatMap(({ assetId, width, height }) =>
      width && height ? [[assetId, { width, height }] as const] : [],
    ),
  )
  const categories = rawCategories.flatMap(({ id, name, slug, description }) =>
    isCategorySlug(slug) ? [{ id, name, slug, description }] : [],
  )
  const categoryById = new Map(categories.map((category) => [category.id, category]))

  const articles = rawArticles.map((raw, position) => ({
    raw,
    position,
    readTime: readTimeLabel(readingMinutes(raw.body)),
    hero: imageFrom(sizes, raw.hero, raw.id),
  }))
  const articleById = new Map(articles.map((article) => [article.raw.id, article]))

  const cards = rawCards.flatMap((raw): Card[] => {
    const article = raw.articleId ? articleById.get(raw.articleId) : undefined
    // A card whose article is unpublished or gone has nowhere to send the reader.
    if (!article) return []
    const cardCategories = (raw.categoryIds ?? []).flatMap((id) => {
      const category = id ? categoryById.get(id) : undefined
      return category ? [{ name: category.name, slug: category.slug }] : []
    })
    return [
      {
        id: raw.id,
        title: raw.title,
        excerpt: raw.excerpt,
        label: raw.homeLabel ?? cardCategories[0]?.name ?? '',
        categories: cardCategories,
        author: article.raw.author,
        readTime: article.readTime,
        dateText: displayDate(raw.publishedAt, raw.dateLabel),
        publishedAt: raw.publishedAt,
        image: raw.image ? imageFrom(sizes, raw.image, raw.id) : article.hero,
        featured: raw.featured,
        href: paths.article(article.raw.slug),
      },
    ]
  })
  const cardsByCategory = new Map<CategorySlug, Card[]>(categorySlugs.map((slug) => [slug, []]))
  for (const card of cards)
    for (const { slug } of card.categories) cardsByCategory.get(slug)?.push(card)

  return {
    categories: categories.map(({ name, slug, description }) => ({ name, slug, description })),
    articles,
    articleBySlug: new Map(articles.map((article) => [article.raw.slug, article])),
    cards,
    cardById: new Map(cards.map((card) => [card.id, card])),
    cardsByCategory,
  }
}

export const getCorpus = () => snapshot('corpus', loadCorpus)
