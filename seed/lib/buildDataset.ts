import { existsSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { categorySlugs, limits } from '../../schemas/vocabulary'
import { readingMinutes } from '../../schemas/readingTime'
import type { CorpusExpectations } from '../content/expectations'
import { fieldPath, type SeedIssue } from './issues'
import { printable, stringProblems } from './strings'
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
  /** One entry per module of seed/content/articles/, with its file when loaded from one. */
  articles: readonly { article?: unknown; summaries?: unknown; file?: string }[]
}

/**
 * Checks every authored document and, when all is well, returns the dataset's documents
 * sorted by id. Nothing is written here; a single issue means no dataset.
 */
export function buildDataset(content: UncheckedContent, options: BuildOptions): BuildResult {
  const issues: SeedIssue[] = []

  /** Fields whose value failed its own checks, as `${id} ${field}`. */
  const failedFields = new Set<string>()

  /**
   * One message per field, the first cause: a string with a control character is reported as
   * that alone, not also as too long or not a slug.
   */
  function check<T extends z.ZodType>(
    schema: T,
    value: unknown,
    id: string,
  ): z.infer<T> | undefined {
    const found = stringProblems(value)
    const result = schema.safeParse(value)
    if (result.success && found.length === 0) return result.data
    const reported = new Set<string>()
    // A block type with a control character is that, not also an unknown block type.
    const holdsProblem = (path: readonly PropertyKey[]) =>
      found.some((problem) => path.every((part, i) => problem.path[i] === part))
    const schemaIssues = result.success ? [] : result.error.issues
    for (const issue of [...found, ...schemaIssues]) {
      const field = fieldPath(issue.path) || '(document)'
      if (reported.has(field)) continue
      if ('code' in issue && issue.code === 'invalid_union' && holdsProblem(issue.path)) continue
      reported.add(field)
      failedFields.add(`${id} ${field}`)
      issues.push({ id, field, message: issue.message })
    }
    return undefined
  }

  /** Where each checked document stands in its authored list. */
  const sourceIndex = new Map<object, number>()

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
      if (parsed === undefined) return []
      sourceIndex.set(parsed as object, i)
      return [parsed]
    })
  }

  const idField = (field: string, prefix: string) => (item: unknown, i: number) => {
    const value = (item as Record<string, unknown> | null)?.[field]
    return typeof value === 'string' && value.trim()
      ? `${prefix}${printable(value)}`
      : `${prefix}#${i + 1}`
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
  const articleIdOf = idField('slug', 'article-')
  const articles = checkList(
    source.articleSourceSchema,
    content.articles.map((module) => module.article),
    'articles',
    articleIdOf,
  )
  const moduleName = (i: number) => content.articles[i]?.file ?? `articles[${i}]`
  /** Each summary as authored, with the module it sits in. */
  const summarySources = content.articles.flatMap((module, i) =>
    Array.isArray(module.summaries)
      ? module.summaries.map((value: unknown, j) => ({
          value,
          module: i,
          where: `${moduleName(i)} summaries[${j}]`,
        }))
      : [{ value: { id: `summary-of-module-${i + 1}` }, module: i, where: moduleName(i) }],
  )
  const summaryIdOf = idField('id', '')
  const summaries = checkList(
    source.summarySourceSchema,
    summarySources.map((summary) => summary.value),
    'summaries',
    summaryIdOf,
  )

  // Ids and slugs are unique: one line per shared value, naming every document that has it.
  // A value that failed its own checks is reported as that already.
  const unique = (
    what: string,
    field: string,
    list: unknown,
    idOf: (item: unknown, i: number) => string,
    whereOf: (i: number) => string,
  ): Set<number> => {
    const holders = new Map<string, number[]>()
    if (Array.isArray(list))
      list.forEach((item: unknown, i) => {
        const key = (item as Record<string, unknown> | null)?.[field]
        if (typeof key === 'string' && !failedFields.has(`${idOf(item, i)} ${field}`))
          holders.set(key, [...(holders.get(key) ?? []), i])
      })
    const shared = new Set<number>()
    for (const [key, at] of holders) {
      if (at.length < 2) continue
      at.forEach((i) => shared.add(i))
      const names = at.map(whereOf)
      issues.push({
        id: idOf((list as unknown[])[at[0]!], at[0]!),
        field,
        message: `${field} "${key}" is used by ${at.length} ${what}: ${names.slice(0, -1).join(', ')} and ${names.at(-1)}; each needs its own`,
      })
    }
    return shared
  }
  const sharedSlugs = unique(
    'articles',
    'slug',
    content.articles.map((module) => module.article),
    articleIdOf,
    moduleName,
  )
  unique(
    'summaries',
    'id',
    summarySources.map((summary) => summary.value),
    summaryIdOf,
    (i) => summarySources[i]!.where,
  )
  unique('jobs', 'id', content.jobs, idField('id', ''), (i) => `jobs[${i}]`)
  unique('benefits', 'id', content.benefits, idField('id', ''), (i) => `benefits[${i}]`)
  unique(
    'categories',
    'slug',
    content.categories,
    idField('slug', 'category-'),
    (i) => `categories[${i}]`,
  )
  unique('topics', 'slug', content.topics, idField('slug', 'topic-'), (i) => `topics[${i}]`)
  unique('authors', 'slug', content.authors, idField('slug', 'author-'), (i) => `authors[${i}]`)

  /**
   * Modules whose article's slug is reported (invalid or shared): their summaries' links to the
   * slug they meant would only repeat that.
   */
  const slugReported = new Set(
    content.articles.flatMap((module, i) =>
      sharedSlugs.has(i) || failedFields.has(`${articleIdOf(module.article, i)} slug`) ? [i] : [],
    ),
  )

  if (settings && !authoredKeys(content.authors, 'slug').has(settings.newsDesk))
    issues.push({
      id: 'siteSettings',
      field: 'newsDesk',
      message: `"${settings.newsDesk}" is not an author`,
    })

  const authoredCategories = authoredKeys(content.categories, 'slug')
  for (const slug of categorySlugs)
    if (!authoredCategories.has(slug))
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
    if (
      !authoredSlugs.has(summary.article) &&
      !slugReported.has(summarySources[sourceIndex.get(summary)!]!.module)
    )
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
