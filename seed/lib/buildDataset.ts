import { notCited } from '@/schemas/citationRules'
import type { CorpusExpectations } from '@/seed/content/expectations'
import type { ArticleSource, HomeSource, SummarySource } from '@/seed/content/types'
import type { SeedIssue } from '@/seed/lib/issues'
import { printable } from '@/seed/lib/strings'
import { studioIssues } from '@/seed/lib/studioIssues'
import * as to from '@/seed/lib/toDocuments'
import type { SanityDocument } from '@/seed/lib/toDocuments'
import { checkCharacters } from '@/seed/lib/checks/characters'
import { Issues, summarySourcesOf, type UncheckedContent } from '@/seed/lib/checks/checker'
import { checkCorpus } from '@/seed/lib/checks/corpus'
import { checkDates, comparedWithPublishDate } from '@/seed/lib/checks/dates'
import { checkImages, checkReadTimes } from '@/seed/lib/checks/files'
import { checkReferences } from '@/seed/lib/checks/references'
import { checkIds, checkUniqueness } from '@/seed/lib/checks/uniqueness'

export interface BuildOptions {
  /** Where image files must exist. */
  imagesDir: string
  /** The counts and dates of the published corpus; omitted for synthetic or partial content. */
  expectations?: CorpusExpectations
}

export type BuildResult =
  { ok: true; documents: SanityDocument[] } | { ok: false; issues: SeedIssue[] }

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined

const lists = ['categories', 'topics', 'authors', 'jobs', 'benefits'] as const

/** The authored content as the dataset's documents, and what the conversion found wrong. */
function convert(content: UncheckedContent) {
  const list = (value: unknown) => (Array.isArray(value) ? value : [])
  const newsDesk = field(content.settings, 'newsDesk')
  const articles = content.articles.map(({ article }, i) => to.toArticle(article, i, newsDesk))
  const publishedAt = new Map(
    content.articles.map(({ article }) => [field(article, 'slug'), field(article, 'publishedAt')]),
  )
  const summarySources = summarySourcesOf(content)
  const summaries = summarySources.map(({ value }, i) =>
    to.toSummary(value, i, publishedAt.get(field(value, 'article'))),
  )
  const documents: SanityDocument[] = [
    to.toSettings(content.settings),
    to.toHomePage(content.home),
    to.toAboutPage(content.about),
    to.toPrivacyPage(content.privacy),
    to.toCareersPage(content.careers),
    ...list(content.categories).map(to.toCategory),
    ...list(content.topics).map(to.toTopic),
    ...list(content.authors).map(to.toAuthor),
    ...list(content.jobs).map(to.toJob),
    ...list(content.benefits).map(to.toBenefit),
    ...articles.map(({ document }) => document),
    ...summaries,
  ]
  // A benchmark's copies of checked stories (seed/synthetic.ts) skip the Studio's rules, which
  // take about 20 ms of CPU a story: over three minutes for the bench's 10,000.
  const isCopy = (module: number) => content.articles[module]!.synthetic === true
  const copies = new Set<SanityDocument>([
    ...articles.flatMap(({ document }, i) => (isCopy(i) ? [document] : [])),
    ...summaries.filter((_, i) => isCopy(summarySources[i]!.module)),
  ])
  return { documents, articles, checked: documents.filter((document) => !copies.has(document)) }
}

/**
 * Checks every authored document and, when all is well, returns the dataset's documents
 * sorted by id. Nothing is written here; a single issue means no dataset. The rules of each
 * document are the Studio's (schemas/), run on the converted documents; the seed's own checks
 * are what those rules cannot see, each file saying why. One line per field, the first cause.
 */
export async function buildDataset(
  content: UncheckedContent,
  options: BuildOptions,
): Promise<BuildResult> {
  const issues = new Issues()
  for (const name of lists)
    if (!Array.isArray(content[name])) issues.report(name, '(list)', 'must be a list')
  checkCharacters(content, issues)
  checkDates(content, issues, options.expectations)
  checkIds(content, issues)
  const { documents, articles, checked } = convert(content)
  articles.forEach(({ document, found }) => {
    for (const { field: name, message } of found) issues.report(document._id, name, message)
  })
  const summaries = summarySourcesOf(content)
  for (const issue of await studioIssues(checked))
    if (
      !repeatsADate(
        issue,
        documents,
        summaries.map(({ value }) => value),
        issues,
      )
    )
      issues.report(issue.id, issue.field, issue.message)
  const slugReported = checkUniqueness(content, issues)
  checkReferences(content, slugReported, issues)
  await checkImages(content, options.imagesDir, issues)
  checkReadTimes(
    articles.map(({ document }) => document),
    issues,
  )
  issues.drop(namedAfterReportedSlug(content, issues))
  // Counts mean nothing while documents are missing for other reasons.
  if (options.expectations && issues.list.length === 0) {
    const valid = content.articles as { article: ArticleSource }[]
    for (const issue of checkCorpus(
      options.expectations,
      valid.map(({ article }) => article),
      summaries.map(({ value }) => value as SummarySource),
      content.jobs as unknown[],
      content.home as HomeSource,
    ))
      issues.report(issue.id, issue.field, issue.message)
  }
  if (issues.list.length > 0) return { ok: false, issues: [...issues.list] }
  return {
    ok: true,
    documents: documents.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)),
  }
}

/**
 * A Studio line that repeats one reported already: a date compared with a publish date (or an
 * update's date) named as outside the corpus's window or no day at all, a card's date that is its
 * article's, a link not among citations whose count is wrong.
 */
function repeatsADate(
  issue: SeedIssue,
  documents: SanityDocument[],
  summaries: unknown[],
  issues: Issues,
): boolean {
  const document = documents.find(({ _id }) => _id === issue.id)
  if (document?._type === 'article')
    return (
      (comparedWithPublishDate.test(issue.field) &&
        (issues.has(issue.id, 'publishedAt') || issues.has(issue.id, 'update.date'))) ||
      // A link's source may be among the citations the count says are missing.
      (issue.message.endsWith(notCited) && issues.has(issue.id, 'citations'))
    )
  if (document?._type === 'summary' && issue.field === 'publishedAt') {
    const index = documents.filter(({ _type }) => _type === 'summary').indexOf(document)
    return field(summaries[index], 'publishedAt') === undefined
  }
  return false
}

/**
 * The content names a story's images after its slug (`heroImage(slug)` is "<slug>.png", with
 * its alt text looked up by slug), so a bad slug also makes a bad file name and an empty alt:
 * lines that repeat the slug's own, and are left out while it is reported. A card's image is
 * named after its article's slug alike.
 */
function namedAfterReportedSlug(content: UncheckedContent, issues: Issues) {
  const repeats = new Set<string>()
  const within = (id: string, key: string) => repeats.add(`${id} ${key}`)
  const namedAfter = (image: unknown, slug: unknown) => {
    const file = field(image, 'file')
    return (
      typeof file === 'string' && typeof slug === 'string' && slug !== '' && file.startsWith(slug)
    )
  }
  const reported = (slug: unknown) =>
    typeof slug === 'string' && issues.has(`article-${printable(slug)}`, 'slug')
  content.articles.forEach(({ article }, i) => {
    const slug = field(article, 'slug')
    if (issues.has(to.articleIdOf(article, i), 'slug') && namedAfter(field(article, 'hero'), slug))
      within(to.articleIdOf(article, i), 'hero')
  })
  summarySourcesOf(content).forEach(({ value }, i) => {
    const slug = field(value, 'article')
    if (reported(slug) && namedAfter(field(value, 'image'), slug))
      within(to.summaryIdOf(value, i), 'image')
  })
  return ({ id, field: name }: SeedIssue) =>
    [...repeats].some((key) => {
      const [owner, prefix] = key.split(' ') as [string, string]
      return id === owner && (name === prefix || name.startsWith(`${prefix}.`))
    })
}
