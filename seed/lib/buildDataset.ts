import type { CorpusExpectations } from '@/seed/content/expectations'
import type { ArticleSource, HomeSource, SummarySource } from '@/seed/content/types'
import type { SeedIssue } from '@/seed/lib/issues'
import { studioIssues } from '@/seed/lib/studioIssues'
import { toDataset } from '@/seed/lib/toDocuments'
import type { SanityDocument } from '@/seed/lib/toDocuments'
import { checkCharacters } from '@/seed/lib/checks/characters'
import { Issues, summarySourcesOf, type UncheckedContent } from '@/seed/lib/checks/checker'
import { checkCorpus } from '@/seed/lib/checks/corpus'
import { checkDates } from '@/seed/lib/checks/dates'
import { checkImages, checkReadTimes } from '@/seed/lib/checks/files'
import { checkIds, checkSharedIds } from '@/seed/lib/checks/ids'

export interface BuildOptions {
  /** Where image files must exist. */
  imagesDir: string
  /** The counts and dates of the published corpus; omitted for synthetic or partial content. */
  expectations?: CorpusExpectations
}

export type BuildResult =
  { ok: true; documents: SanityDocument[] } | { ok: false; issues: SeedIssue[] }

const lists = ['categories', 'topics', 'authors', 'jobs', 'benefits'] as const

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
  // In order of precedence: a field's first cause is its one line.
  const issues = new Issues()
  for (const name of lists)
    if (!Array.isArray(content[name])) issues.report(name, '(list)', 'must be a list')
  const { documents, placed, articles, checked } = toDataset(content)
  checkCharacters(placed, issues)
  checkDates(content, issues, options.expectations)
  checkIds(placed, issues)
  articles.forEach(({ document, found }) => {
    for (const { field: name, message } of found) issues.report(document._id, name, message)
  })
  for (const issue of await studioIssues(checked, documents))
    issues.report(issue.id, issue.field, issue.message)
  checkSharedIds(placed, issues)
  await checkImages(content, options.imagesDir, issues)
  checkReadTimes(
    articles.map(({ document }) => document),
    issues,
  )
  // Counts mean nothing while documents are missing for other reasons.
  if (options.expectations && issues.list.length === 0) {
    // Every other check passed: the content has the authored shape.
    const valid = content.articles as { article: ArticleSource }[]
    for (const issue of checkCorpus(
      options.expectations,
      valid.map(({ article }) => article),
      summarySourcesOf(content).map(({ value }) => value as SummarySource),
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
