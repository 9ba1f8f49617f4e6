import { categorySlugs, paths, type CategorySlug } from '@/schemas/vocabulary'
import { readingMinutes, readTimeLabel } from '@/schemas/readingTime'
import { buildTime, dateLabel } from '@/lib/content/dates'
import { storyFlag, storyLabel, type StoryFlag } from '@/lib/content/labels'
import { previewServer } from '@/lib/content/mode'
import * as queries from '@/lib/content/queries'
import type { ArticlesQueryResult, ImageAssetsQueryResult } from '@/lib/content/sanity.types'
import { runQuery, snapshot } from '@/lib/content/source'
import type {
  Author,
  AuthorRef,
  Card,
  CategoryRef,
  ContentImage,
  TopicRef,
} from '@/lib/content/types'

/**
 * The whole corpus, asked for once per build and indexed: every page then reads what it needs
 * by key, so a page costs the same at 19 articles as at 2,000.
 */

export type RawArticle = ArticlesQueryResult[number]
type RawImage = { assetId: string | null; alt: string; credit: string | null } | null

export interface IndexedArticle {
  raw: RawArticle
  readTime: string
  /** The date as readers see it at this build. */
  dateText: string
  hero: ContentImage
  author: AuthorRef
  topics: TopicRef[]
  /** The categories whose listings carry a card of this article. */
  categories: CategoryRef[]
  /** Its subject and flag, the same wherever it shows (labels.ts). */
  label: string
  flag: StoryFlag | null
}

/** Every image asset with a size, by id. */
type Assets = Map<string, ImageAssetsQueryResult[number] & { width: number; height: number }>

export const isCategorySlug = (value: string): value is CategorySlug =>
  (categorySlugs as readonly string[]).includes(value)

function imageFrom(assets: Assets, image: RawImage, owner: string): ContentImage {
  const asset = image?.assetId ? assets.get(image.assetId) : undefined
  if (!image?.assetId || !asset) throw new Error(`${owner} has no image asset.`)
  return {
    assetId: image.assetId,
    width: asset.width,
    height: asset.height,
    alt: image.alt,
    credit: image.credit ?? undefined,
    // The preview shows images an editor uploaded a moment ago, which have no variants yet.
    ...(previewServer && asset.url ? { src: asset.url } : {}),
  }
}

/** Every story has a byline: one whose author is missing cannot be published. */
function authorOf(authors: Map<string, Author>, raw: RawArticle): AuthorRef {
  const author = raw.authorId ? authors.get(raw.authorId) : undefined
  if (!author)
    throw new Error(
      `${raw.id} is bylined to ${raw.authorId ?? 'nobody'}, which is not a published author. Publish the author, or choose another byline in the Studio.`,
    )
  return { name: author.name, slug: author.slug }
}

/**
 * Whether readers may see a story yet. A story scheduled for later is left out of every page,
 * listing, feed and sitemap until a build after its time; the preview shows it to editors.
 */
const isOut = (publishedAt: string, now: Date) =>
  previewServer || Date.parse(publishedAt) <= now.getTime()

async function loadCorpus() {
  const now = previewServer ? new Date() : buildTime()
  const [rawCategories, rawTopics, rawAuthors, rawArticles, rawCards, rawAssets] =
    await Promise.all([
      runQuery(queries.categoriesQuery),
      runQuery(queries.topicsQuery),
      runQuery(queries.authorsQuery),
      runQuery(queries.articlesQuery),
      runQuery(queries.cardsQuery),
      runQuery(queries.imageAssetsQuery),
    ])
  const home = await homeChoice()
  const assets: Assets = new Map(
    rawAssets.flatMap(({ width, height, ...asset }) =>
      width && height ? [[asset.assetId, { ...asset, width, height }] as const] : [],
    ),
  )
  const categoryById = new Map(
    rawCategories.flatMap(({ id, name, slug, description }) =>
      isCategorySlug(slug) ? [[id, { name, slug, description }] as const] : [],
    ),
  )
  const categories = [...categoryById.values()]
  const topicById = new Map(
    rawTopics.flatMap(({ id, name, slug, description }) =>
      slug ? [[id, { name, slug, description: description ?? '' }] as const] : [],
    ),
  )
  const topics = [...topicById.values()]
  const authorById = new Map(
    rawAuthors.flatMap(({ id, name, slug, bio, email, image }) =>
      slug ? [[id, { name, slug, bio, email, image: imageFrom(assets, image, id) }] as const] : [],
    ),
  )
  const authors = [...authorById.values()]

  const published = rawArticles.filter((raw) => isOut(raw.publishedAt, now))
  const articles: IndexedArticle[] = published.map((raw) => ({
    raw,
    readTime: readTimeLabel(readingMinutes(raw.body)),
    dateText: dateLabel(raw.publishedAt, now),
    hero: imageFrom(assets, raw.hero, raw.id),
    author: authorOf(authorById, raw),
    topics: (raw.topicIds ?? []).flatMap((id) => {
      const topic = id ? topicById.get(id) : undefined
      return topic ? [{ name: topic.name, slug: topic.slug }] : []
    }),
    categories: [],
    label: '',
    flag: null,
  }))
  const articleById = new Map(articles.map((article) => [article.raw.id, article]))

  // A card whose article is unpublished, scheduled or gone has nowhere to send the reader.
  const outCards = rawCards.flatMap((raw) => {
    const article = raw.articleId ? articleById.get(raw.articleId) : undefined
    if (!article || !isOut(raw.publishedAt, now)) return []
    const categories = (raw.categoryIds ?? []).flatMap((id) => {
      const category = id ? categoryById.get(id) : undefined
      return category ? [{ name: category.name, slug: category.slug }] : []
    })
    for (const category of categories)
      if (!article.categories.some(({ slug }) => slug === category.slug))
        article.categories.push(category)
    return [{ raw, article, categories }]
  })

  // Only the home page's lead is put forward; its label and flag are the same on every card, on
  // its own page and in search.
  const leadArticle = outCards.find(({ raw }) => raw.id === home?.featured)?.article
  const sectionNames = categories.map(({ name }) => name)
  for (const article of articles) {
    const topicNames = article.topics.map(({ name }) => name)
    article.label = storyLabel([article.raw.topic, ...topicNames], sectionNames)
    article.flag = storyFlag(article === leadArticle, article.raw.publishedAt, now)
  }

  const cards = outCards.map(({ raw, article, categories }) =>
    cardOf(article, {
      id: raw.id,
      title: raw.title,
      excerpt: raw.excerpt,
      categories,
      dateText: dateLabel(raw.publishedAt, now),
      publishedAt: raw.publishedAt,
      ...(raw.image ? { image: imageFrom(assets, raw.image, raw.id) } : {}),
    }),
  )
  const cardsByCategory = new Map<CategorySlug, Card[]>(categorySlugs.map((slug) => [slug, []]))
  for (const card of cards)
    for (const { slug } of card.categories) cardsByCategory.get(slug)?.push(card)

  // Each story's own card, in its topics' and its author's listings.
  const cardsByTopic = new Map<string, Card[]>(topics.map(({ slug }) => [slug, []]))
  const cardsByAuthor = new Map<string, Card[]>(authors.map(({ slug }) => [slug, []]))
  for (const article of articles) {
    const card = cardOf(article)
    for (const { slug } of article.topics) cardsByTopic.get(slug)?.push(card)
    cardsByAuthor.get(article.author.slug)?.push(card)
  }
  // A topic with no story out yet has nothing to show: no page, feed or sitemap entry until one
  // is published (a story scheduled for later counts from the build after its time).
  const topicsWithStories = topics.filter(({ slug }) => cardsByTopic.get(slug)!.length > 0)

  // Lists are newest first.
  return {
    assets,
    categories,
    /** The topics with at least one story out: the ones the site has a page for. */
    topics: topicsWithStories,
    topicBySlug: new Map(topicsWithStories.map((topic) => [topic.slug, topic])),
    authors,
    authorBySlug: new Map(authors.map((author) => [author.slug, author])),
    cardsByAuthor,
    articles,
    articleBySlug: new Map(articles.map((article) => [article.raw.slug, article])),
    cardsByTopic,
    cards,
    cardById: new Map(cards.map((card) => [card.id, card])),
    cardsByCategory,
  }
}
export type Corpus = Awaited<ReturnType<typeof loadCorpus>>

/** A story's card: the article's own headline, dek and image, less what a summary gives of its own. */
export function cardOf(article: IndexedArticle, summary: Partial<Card> = {}): Card {
  const { raw } = article
  return {
    id: raw.id,
    title: raw.headline,
    excerpt: raw.dek,
    label: article.label,
    flag: article.flag,
    categories: article.categories,
    author: article.author.name,
    readTime: article.readTime,
    dateText: article.dateText,
    publishedAt: raw.publishedAt,
    image: article.hero,
    href: paths.article(raw.slug),
    ...summary,
  }
}

/** What the front page leads with and lists as trending, by summary id: read once per build. */
export const homeChoice = () => snapshot('homePage', () => runQuery(queries.homePageQuery))

export const getCorpus = () => snapshot('corpus', loadCorpus)
