import { existsSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { categorySlugs, limits } from '../../schemas/vocabulary'
import { readingMinutes } from '../../schemas/readingTime'
import type { CorpusExpectations } from '../content/expectations'
import { fieldPath, type SeedIssue } from './issues'
import * as source from './sourceSchemas'
import * as to from './toDocuments'
import type { SanityDocument } from './toDocuments'

export interface BuildOptions {
  /** Where image files must exist. */
  imagesDir: string
  /** The counts and dates of the published corpus; omitted for synthetic or partial content. */
  expectations?: CorpusExpectations
}

export type BuildResult =
  { ok: true; documents: SanityDocument[] } | { ok: false; issues: SeedIssue[] }

/** The seed's input before it is checked: anything at all, as a test or a typo may make it. */
export interface UncheckedContent {
  settings: unknown
  categories: unknown
  topics: unknown
  authors: unknown
  jobs: unknown
  benefits: unknown
  about: unknown
  privacy: unknown
  careers: unknown
  home: unknown
  articles: readonly { article?: unknown; summaries?: unknown }[]
}

/**
 * Checks every authored document and, when all is well, returns the dataset's documents
 * sorted by id. Nothing is written here; a single issue means no dataset.
 */
export function buildDataset(content: UncheckedContent, options: BuildOptions): BuildResult {
  const issues: SeedIssue[] = []

  function check<T extends z.ZodType>(
    schema: T,
    value: unknown,
    id: string,
  ): z.infer<T> | undefined {
    const result = schema.safeParse(value)
    if (result.success) return result.data
    for (const issue of result.error.issues)
      issues.push({ id, field: fieldPath(issue.path) || '(document)', message: issue.message })
    return undefined
  }

  function checkList<T extends z.ZodType>(
    schema: T,
    list: unknown,
    label: string,
    idOf: (item: unknown, i: number) => string,
  ) {
    if (!Array.isArray(list)) {
      issues.push({ id: label, field: '(list)', message: 'must be a list' })
      return []
    }
    return list.flatMap((item, i) => {
      const parsed = check(schema, item, idOf(item, i))
      return parsed === undefined ? [] : [parsed]
    })
  }

  const idField = (field: string, prefix: string) => (item: unknown, i: number) => {
    const value = (item as Record<string, unknown> | null)?.[field]
    return typeof value === 'string' && value ? `${prefix}${value}` : `${prefix}#${i + 1}`
  }

  const settings = check(source.settingsSourceSchema, content.settings, 'siteSettings')
  const home = check(source.homeSourceSchema, content.home, 'homePage')
  const about = check(source.aboutSourceSchema, content.about, 'aboutPage')
  const privacy = check(source.privacySourceSchema, content.privacy, 'privacyPage')
  const careers = check(source.careersSourceSchema, content.careers, 'careersPage')
  const categories = checkList(
    source.categorySourceSchema,
    content.categories,
    'categories',
    idField('slug', 'category-'),
  )
  const topics = checkList(
    source.topicSourceSchema,
    content.topics,
    'topics',
    idField('slug', 'topic-'),
  )
  const authors = checkList(
    source.authorSourceSchema,
    content.authors,
    'authors',
    idField('slug', 'author-'),
  )
  const jobs = checkList(source.jobSourceSchema, content.jobs, 'jobs', idField('id', ''))
  const benefits = checkList(
    source.benefitSourceSchema,
    content.benefits,
    'benefits',
    idField('id', ''),
  )
  const articles = checkList(
    source.articleSourceSchema,
    content.articles.map((module) => module.article),
    'articles',
    idField('slug', 'article-'),
  )
  const summaries = checkList(
    source.summarySourceSchema,
    content.articles.flatMap((module, i) =>
      Array.isArray(module.summaries) ? module.summaries : [{ id: `summary-of-module-${i + 1}` }],
    ),
    'summaries',
    idField('id', ''),
  )

  // Ids and slugs are unique.
  const seen = new Map<string, string>()
  const claim = (key: string, id: string, field: string, what: string) => {
    const owner = seen.get(key)
    if (owner) issues.push({ id, field, message: `${what} is already used by ${owner}` })
    else seen.set(key, id)
  }
  for (const article of articles)
    claim(`slug:${article.slug}`, to.articleId(article.slug), 'slug', `slug "${article.slug}"`)
  for (const item of [...summaries, ...jobs, ...benefits])
    claim(`id:${item.id}`, item.id, 'id', `id "${item.id}"`)
  for (const category of categories)
    claim(
      `category:${category.slug}`,
      to.categoryId(category.slug),
      'slug',
      `category "${category.slug}"`,
    )

  for (const topic of topics)
    claim(`topic:${topic.slug}`, to.topicId(topic.slug), 'slug', `topic "${topic.slug}"`)
  for (const author of authors)
    claim(`author:${author.slug}`, to.authorId(author.slug), 'slug', `author "${author.slug}"`)
  if (settings && !authoredKeys(content.authors, 'slug').has(settings.newsDesk))
    issues.push({
      id: 'siteSettings',
      field: 'newsDesk',
      message: `"${settings.newsDesk}" is not an author`,
    })

  for (const slug of categorySlugs)
    if (!categories.some((category) => category.slug === slug))
      issues.push({
        id: to.categoryId(slug),
        field: '(document)',
        message: `the ${slug} category is missing`,
      })

  // References resolve. A target that exists but failed its own checks has been reported
  // already: reporting every reference to it again would bury the one real cause.
  const articleBySlug = new Map(articles.map((article) => [article.slug, article]))
  const authoredSlugs = authoredKeys(
    content.articles.map((module) => module.article),
    'slug',
  )
  const summaryIds = authoredKeys(
    content.articles.flatMap((module) => (Array.isArray(module.summaries) ? module.summaries : [])),
    'id',
  )
  for (const summary of summaries)
    if (!authoredSlugs.has(summary.article))
      issues.push({
        id: summary.id,
        field: 'article',
        message: `links to "${summary.article}", which is not an article`,
      })
  if (home) {
    if (!summaryIds.has(home.featured))
      issues.push({
        id: 'homePage',
        field: 'featured',
        message: `"${home.featured}" is not a summary`,
      })
    home.trending.forEach((id, i) => {
      if (!summaryIds.has(id))
        issues.push({
          id: 'homePage',
          field: `trending[${i}]`,
          message: `"${id}" is not a summary`,
        })
    })
  }

  const topicSlugs = authoredKeys(content.topics, 'slug')
  for (const article of articles) {
    const id = to.articleId(article.slug)
    article.topics.forEach((slug, i) => {
      if (!topicSlugs.has(slug))
        issues.push({ id, field: `topics[${i}]`, message: `"${slug}" is not a topic` })
    })
    issues.push(...checkArticleDates(id, article))
  }

  // Image files exist.
  const checkImage = (id: string, field: string, file: string) => {
    if (!existsSync(path.join(options.imagesDir, file)))
      issues.push({
        id,
        field: `${field}.file`,
        message: `image file "${file}" is not in seed/images`,
      })
  }
  for (const article of articles) checkImage(to.articleId(article.slug), 'hero', article.hero.file)
  for (const summary of summaries)
    if (summary.image) checkImage(summary.id, 'image', summary.image.file)
  for (const author of authors) checkImage(to.authorId(author.slug), 'image', author.image.file)

  const newsDesk = settings?.newsDesk ?? ''
  const articleDocs = articles.map((article) => to.toArticle(article, newsDesk))

  // Read times are true and in range.
  for (const doc of articleDocs) {
    const minutes = readingMinutes(doc.body as Parameters<typeof readingMinutes>[0])
    if (minutes < limits.readMinutesMin || minutes > limits.readMinutesMax)
      issues.push({
        id: doc._id,
        field: 'body',
        message: `reads in ${minutes} min; articles must read in ${limits.readMinutesMin} to ${limits.readMinutesMax} min`,
      })
  }

  // Counts mean nothing while documents are missing for other reasons.
  if (options.expectations && issues.length === 0)
    issues.push(...checkCorpus(options.expectations, articles, summaries, jobs, home))

  if (issues.length > 0 || !settings || !home || !about || !privacy || !careers) {
    return { ok: false, issues }
  }

  const documents: SanityDocument[] = [
    to.toSettings(settings),
    to.toHomePage(home),
    to.toAboutPage(about),
    to.toPrivacyPage(privacy),
    to.toCareersPage(careers),
    ...categories.map(to.toCategory),
    ...topics.map(to.toTopic),
    ...authors.map(to.toAuthor),
    ...jobs.map(to.toJob),
    ...benefits.map(to.toBenefit),
    ...articleDocs,
    ...summaries.map((summary) =>
      to.toSummary(summary, articleBySlug.get(summary.article)!.publishedAt),
    ),
  ]
  return {
    ok: true,
    documents: documents.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)),
  }
}

/** The keys authored for a list, valid or not. */
function authoredKeys(list: unknown, field: string): Set<string> {
  if (!Array.isArray(list)) return new Set()
  return new Set(
    list.flatMap((item) => {
      const value = (item as Record<string, unknown> | null)?.[field]
      return typeof value === 'string' ? [value] : []
    }),
  )
}

type Article = z.infer<typeof source.articleSourceSchema>
type Summary = z.infer<typeof source.summarySourceSchema>

/** A revision, a correction or a source can only follow, or precede, what it belongs to. */
function checkArticleDates(id: string, article: Article): SeedIssue[] {
  const issues: SeedIssue[] = []
  const published = article.publishedAt
  if (article.updatedAt && article.updatedAt < published)
    issues.push({
      id,
      field: 'updatedAt',
      message: `${article.updatedAt} is before the publish date ${published}`,
    })
  if (article.correction && article.correction.date < published)
    issues.push({
      id,
      field: 'correction.date',
      message: `${article.correction.date} is before the publish date ${published}`,
    })
  article.citations.forEach((citation, i) => {
    if (citation.publishedAt > published)
      issues.push({
        id,
        field: `citations[${i}].publishedAt`,
        message: `${citation.publishedAt} is after the article's publish date ${published}; cite only what was published before the story`,
      })
  })
  return issues
}

/** The counts, listing sizes, featured story and dates the specification fixes. */
function checkCorpus(
  expected: CorpusExpectations,
  articles: Article[],
  summaries: Summary[],
  jobs: unknown[],
  home: z.infer<typeof source.homeSourceSchema> | undefined,
): SeedIssue[] {
  const issues: SeedIssue[] = []
  const count = (id: string, field: string, what: string, want: number, have: number) => {
    if (want !== have) issues.push({ id, field, message: `needs ${want} ${what}, found ${have}` })
  }
  count('dataset', 'articles', 'articles', expected.articles, articles.length)
  count('dataset', 'summaries', 'summary cards', expected.summaries, summaries.length)
  count('dataset', 'jobs', 'job openings', expected.jobs, jobs.length)
  for (const slug of categorySlugs) {
    const have = summaries.filter((summary) => summary.categories.includes(slug)).length
    count(
      to.categoryId(slug),
      'summaries',
      `cards in the ${slug} listing`,
      expected.listings[slug],
      have,
    )
  }
  for (const article of articles)
    if (!summaries.some((summary) => summary.article === article.slug))
      issues.push({
        id: to.articleId(article.slug),
        field: 'summaries',
        message: 'has no summary card linking to it',
      })

  const featured = summaries.find((summary) => summary.id === home?.featured)
  if (featured && featured.article !== expected.featuredArticle)
    issues.push({
      id: 'homePage',
      field: 'featured',
      message: `must be a card of "${expected.featuredArticle}"`,
    })

  const [from, until] = expected.dateWindow
  const [lateMonth, lateAllowed] = expected.lateMonth
  let late = 0
  for (const article of articles) {
    if (article.publishedAt >= from && article.publishedAt <= until) continue
    if (article.publishedAt.startsWith(lateMonth) && ++late <= lateAllowed) continue
    issues.push({
      id: to.articleId(article.slug),
      field: 'publishedAt',
      message: `${article.publishedAt} is outside ${from} to ${until} (and the ${lateAllowed} allowed in ${lateMonth})`,
    })
  }
  if (late < lateAllowed)
    issues.push({
      id: 'dataset',
      field: 'articles',
      message: `needs ${lateAllowed} article(s) published in ${lateMonth}, found ${late}`,
    })
  return issues
}
