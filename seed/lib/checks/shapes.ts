import * as source from '../sourceSchemas'
import { idField, type Checker, type KnockOn } from './checker'

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

/** Each summary as authored, with the module it sits in and how to name its place. */
export interface SummarySource {
  value: unknown
  module: number
  where: string
}

export const articleIdOf = idField('slug', 'article-')
export const summaryIdOf = idField('id', '')

/** Where an article module came from: its file, or its place in the list. */
export const moduleName = (content: UncheckedContent, i: number) =>
  content.articles[i]?.file ?? `articles[${i}]`

export function summarySourcesOf(content: UncheckedContent): SummarySource[] {
  return content.articles.flatMap((module, i) =>
    Array.isArray(module.summaries)
      ? module.summaries.map((value: unknown, j) => ({
          value,
          module: i,
          where: `${moduleName(content, i)} summaries[${j}]`,
        }))
      : [{ value: { id: `summary-of-module-${i + 1}` }, module: i, where: moduleName(content, i) }],
  )
}

/**
 * The content names a story's images after its slug (`heroImage(slug)` is "<slug>.png", with
 * its alt text looked up by slug), so a bad slug also makes a bad file name and an empty alt:
 * lines that repeat the slug's own, and are left out while it is reported.
 */
const field = (item: unknown, key: string): unknown =>
  typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[key] : undefined
const namedAfter = (image: unknown, slug: unknown) => {
  const file = field(image, 'file')
  return (
    typeof file === 'string' && typeof slug === 'string' && slug !== '' && file.startsWith(slug)
  )
}
const within = (field: string, key: string) => field === key || field.startsWith(`${key}.`)

/** Step one: every document against its schema. What passes is returned, typed. */
export function checkShapes(content: UncheckedContent, checker: Checker) {
  const summarySources = summarySourcesOf(content)
  return {
    settings: checker.check(source.settingsSourceSchema, content.settings, 'siteSettings'),
    home: checker.check(source.homeSourceSchema, content.home, 'homePage'),
    about: checker.check(source.aboutSourceSchema, content.about, 'aboutPage'),
    privacy: checker.check(source.privacySourceSchema, content.privacy, 'privacyPage'),
    careers: checker.check(source.careersSourceSchema, content.careers, 'careersPage'),
    categories: checker.checkList(
      source.categorySourceSchema,
      content.categories,
      'categories',
      idField('slug', 'category-'),
    ),
    topics: checker.checkList(
      source.topicSourceSchema,
      content.topics,
      'topics',
      idField('slug', 'topic-'),
    ),
    authors: checker.checkList(
      source.authorSourceSchema,
      content.authors,
      'authors',
      idField('slug', 'author-'),
    ),
    jobs: checker.checkList(source.jobSourceSchema, content.jobs, 'jobs', idField('id', '')),
    benefits: checker.checkList(
      source.benefitSourceSchema,
      content.benefits,
      'benefits',
      idField('id', ''),
    ),
    articles: checker.checkList(
      source.articleSourceSchema,
      content.articles.map((module) => module.article),
      'articles',
      articleIdOf,
      (article): KnockOn =>
        (name, failed) =>
          failed.has('slug') &&
          within(name, 'hero') &&
          namedAfter(field(article, 'hero'), field(article, 'slug')),
    ),
    // After the articles: a card's image named after its article's bad slug repeats that slug.
    summaries: checker.checkList(
      source.summarySourceSchema,
      summarySources.map((summary) => summary.value),
      'summaries',
      summaryIdOf,
      (summary): KnockOn =>
        (name) =>
          within(name, 'image') &&
          namedAfter(field(summary, 'image'), field(summary, 'article')) &&
          checker.failedFields.has(`${articleIdOf({ slug: field(summary, 'article') }, 0)} slug`),
    ),
    summarySources,
  }
}

export type Checked = ReturnType<typeof checkShapes>
export type Article = Checked['articles'][number]
export type Summary = Checked['summaries'][number]
