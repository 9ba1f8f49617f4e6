import { paths } from '@/schemas/vocabulary'
import { getCorpus, homeChoice, type Corpus, type IndexedArticle } from '@/lib/content/corpus'
import * as queries from '@/lib/content/queries'
import { fillSections } from '@/lib/content/sections'
import { runQuery, snapshot } from '@/lib/content/source'
import { publishedSiteUrl } from '@/lib/content/publishedSiteUrl'
import type { Card, Category, Listing, Topic } from '@/lib/content/types'

export * from '@/lib/content/types'
export { buildTime, dateLabel, formatApDate, formatCalendarDate } from '@/lib/content/dates'
export { breakingHours, type StoryFlag } from '@/lib/content/labels'

/** Sizes the specification fixes for the home page, listings and the article page. */
export const pageSizes = {
  section: 8,
  /** A desktop row of a section. */
  sectionRow: 4,
  latest: 15,
  trending: 3,
  readMore: 3,
  listing: 24,
  /** The newest stories offered where a search or an address found nothing. */
  goOn: 5,
} as const

/** A document every page needs, or what to do, whichever the dataset's source. */
function required<T>(value: T, what: string): NonNullable<T> {
  if (value === null || value === undefined)
    throw new Error(
      `The dataset has no ${what}. Run \`npm run seed\`; for a hosted dataset, import the seed with \`npm run seed -- --import\`, publish the document in the Studio, or check that SANITY_API_READ_TOKEN can read a private dataset.`,
    )
  return value
}

export async function getSettings() {
  const settings = await snapshot('settings', async () => {
    const value = await runQuery(queries.settingsQuery)
    return required(value?.siteName ? value : null, 'site settings')
  })
  return { ...settings, siteUrl: publishedSiteUrl(settings.siteUrl) }
}
export type Settings = Awaited<ReturnType<typeof getSettings>>

export async function getCategories(): Promise<Category[]> {
  return (await getCorpus()).categories
}

/** One card a story, in the order met: the one `chosen` gives for it, else the first met. */
function oneCardEach(cards: readonly Card[], chosen?: ReadonlyMap<string, Card>): Card[] {
  const seen = new Set<string>()
  return cards.flatMap((card) => {
    if (seen.has(card.href)) return []
    seen.add(card.href)
    return [chosen?.get(card.href) ?? card]
  })
}

/**
 * The front page, one headline a story: the editor's cards for the lead and trending, else the
 * story's newest card. Sections never share a story but may repeat the lead or trending
 * (sections.ts); the Latest feed is the newest stories, whatever the page showed above it.
 */
export async function getHome() {
  const [corpus, home] = await Promise.all([getCorpus(), homeChoice()])
  const summary = (id: string | null) => (id ? corpus.cardById.get(id) : undefined)
  // A featured story scheduled for later leads once it is out; until then, the newest does.
  const featured = required(
    summary(home?.featured ?? null) ?? corpus.cards[0],
    'featured story on the home page',
  )
  const trending = (home?.trending ?? []).flatMap((id) => summary(id) ?? [])
  const chosen = new Map<string, Card>()
  for (const card of [featured, ...trending, ...corpus.cards])
    if (!chosen.has(card.href)) chosen.set(card.href, card)
  const pools = corpus.categories.map(({ slug }) =>
    oneCardEach(corpus.cardsByCategory.get(slug) ?? [], chosen),
  )
  const filled = fillSections(pools, pageSizes.sectionRow, pageSizes.section / pageSizes.sectionRow)
  return {
    featured,
    trending: oneCardEach(trending, chosen)
      .filter(({ href }) => href !== featured.href)
      .slice(0, pageSizes.trending),
    sections: corpus.categories.map((category, index) => ({ ...category, cards: filled[index]! })),
    latest: oneCardEach(corpus.cards, chosen).slice(0, pageSizes.latest),
  }
}

/** The newest stories, one card each: where a reader can go on from a dead end. */
export async function getLatestStories(count: number): Promise<Card[]> {
  return oneCardEach((await getCorpus()).cards).slice(0, count)
}

/** An empty listing still has its one page, which shows the empty state. */
const listingPageCount = (cards: number) => Math.max(1, Math.ceil(cards / pageSizes.listing))

/** One page of an owner's list of cards, or null for an unknown owner or a page past the end. */
function paginate<Owner extends Omit<Listing, 'cards' | 'page' | 'pageCount' | 'total'>>(
  owner: Owner | undefined,
  all: readonly Card[] = [],
  page: number,
): (Owner & Listing) | null {
  if (!owner || !Number.isInteger(page) || page < 1) return null
  const pageCount = listingPageCount(all.length)
  if (page > pageCount) return null
  const start = (page - 1) * pageSizes.listing
  return {
    ...owner,
    cards: all.slice(start, start + pageSizes.listing),
    page,
    pageCount,
    total: all.length,
  }
}

/**
 * Every page of every listing of a kind, as route parameters, for the build to write. Page 1 is
 * also written at /page/1 (its canonical address stays the listing's own): a static export needs
 * at least one page of that route even when no listing runs past a page.
 */
export async function getPageParams<Param extends 'category' | 'topic' | 'author'>(param: Param) {
  const corpus = await getCorpus()
  const [owners, lists]: readonly [
    readonly { slug: string }[],
    ReadonlyMap<string, readonly Card[]>,
  ] = {
    category: [corpus.categories, corpus.cardsByCategory] as const,
    topic: [corpus.topics, corpus.cardsByTopic] as const,
    author: [corpus.authors, corpus.cardsByAuthor] as const,
  }[param]
  return owners.flatMap(({ slug }) =>
    Array.from(
      { length: listingPageCount(lists.get(slug)?.length ?? 0) },
      (_, index) => ({ [param]: slug, page: String(index + 1) }) as Record<Param | 'page', string>,
    ),
  )
}

/** One page of a listing, or null for an unknown category or a page past the end. */
export async function getCategoryListing(slug: string, page = 1) {
  const corpus = await getCorpus()
  const category = corpus.categories.find((candidate) => candidate.slug === slug)
  return paginate(category, category && corpus.cardsByCategory.get(category.slug), page)
}
export type CategoryListing = NonNullable<Awaited<ReturnType<typeof getCategoryListing>>>

export async function getTopics(): Promise<Topic[]> {
  return (await getCorpus()).topics
}

/** One page of a topic's articles, newest first, or null for an unknown topic or page. */
export async function getTopicListing(slug: string, page = 1) {
  const corpus = await getCorpus()
  return paginate(corpus.topicBySlug.get(slug), corpus.cardsByTopic.get(slug), page)
}
export type TopicListing = NonNullable<Awaited<ReturnType<typeof getTopicListing>>>

export async function getArticleSlugs(): Promise<string[]> {
  return (await getCorpus()).articles.map((article) => article.raw.slug)
}

/** An author and one page of their stories, newest first, or null for an unknown one. */
export async function getAuthorListing(slug: string, page = 1) {
  const corpus = await getCorpus()
  const author = corpus.authorBySlug.get(slug)
  const listing = paginate(
    author && { name: author.name, slug: author.slug, description: author.bio },
    corpus.cardsByAuthor.get(slug),
    page,
  )
  return listing && { ...listing, author: author! }
}
export type AuthorListing = NonNullable<Awaited<ReturnType<typeof getAuthorListing>>>

/**
 * "Read more": up to three other stories, those sharing the most topics first, then those in
 * the same category, then the newest; never the story itself. One pass over the corpus keeping
 * the best three, so a page's cost grows no faster than the corpus.
 */
function relatedTo(article: IndexedArticle, corpus: Corpus): IndexedArticle[] {
  const topics = new Set(article.topics.map(({ slug }) => slug))
  const categories = new Set(article.categories.map(({ slug }) => slug))
  type Scored = { other: IndexedArticle; shared: number; sameCategory: number }
  // Better first: more shared topics, then the same category. Met newest first, and the sort is
  // stable, so of two alike the newer stays ahead.
  const better = (a: Scored, b: Scored) => b.shared - a.shared || b.sameCategory - a.sameCategory
  const best: Scored[] = []
  for (const other of corpus.articles) {
    if (other === article) continue
    const scored = {
      other,
      shared: other.topics.reduce((count, { slug }) => count + (topics.has(slug) ? 1 : 0), 0),
      sameCategory: other.categories.some(({ slug }) => categories.has(slug)) ? 1 : 0,
    }
    if (best.length === pageSizes.readMore && better(scored, best[best.length - 1]!) >= 0) continue
    best.push(scored)
    best.sort(better)
    if (best.length > pageSizes.readMore) best.pop()
  }
  return best.map(({ other }) => other)
}

export async function getArticle(slug: string) {
  const corpus = await getCorpus()
  const article = corpus.articleBySlug.get(slug)
  if (!article) return null
  const { raw, ...worked } = article
  return {
    ...raw,
    ...worked,
    href: paths.article(raw.slug),
    readMore: relatedTo(article, corpus).map((other) => ({
      title: other.raw.headline,
      image: other.hero,
      href: paths.article(other.raw.slug),
      readTime: other.readTime,
    })),
  }
}

export type Article = NonNullable<Awaited<ReturnType<typeof getArticle>>>
export type Citation = Article['citations'][number]
/** A dated note under the headline: a correction of an error, or an update since publication. */
export type DatedNote = NonNullable<Article['correction']>
export type ReadMoreItem = Article['readMore'][number]

/** Every article for the sitemap and the feed, newest first. */
export async function getArticleIndex() {
  return (await getCorpus()).articles.map(({ raw, hero, topics, categories, author }) => ({
    ...raw,
    href: paths.article(raw.slug),
    author: author.name,
    hero,
    topics,
    categories,
  }))
}
export type ArticleIndexEntry = Awaited<ReturnType<typeof getArticleIndex>>[number]

/** A page of its own (About, Privacy, Careers), which the dataset must hold. */
const pageOf =
  <Query extends keyof SanityQueries>(key: string, query: Query, what: string) =>
  () =>
    snapshot(key, async () => required(await runQuery(query), what))

export const getAboutPage = pageOf('about', queries.aboutPageQuery, 'About page')
export const getPrivacyPage = pageOf('privacy', queries.privacyPageQuery, 'Privacy page')
export const getCareersPage = pageOf('careers', queries.careersPageQuery, 'Careers page')
