import type { CorpusExpectations } from '../content/expectations'
import type { SeedIssue } from './issues'
import * as to from './toDocuments'
import type { SanityDocument } from './toDocuments'
import { Checker } from './checks/checker'
import { checkCorpus } from './checks/corpus'
import { checkImages, checkReadTimes } from './checks/files'
import { checkReferences } from './checks/references'
import { checkShapes, type Checked, type UncheckedContent } from './checks/shapes'
import { checkUniqueness } from './checks/uniqueness'

export interface BuildOptions {
  /** Where image files must exist. */
  imagesDir: string
  /** The counts and dates of the published corpus; omitted for synthetic or partial content. */
  expectations?: CorpusExpectations
}

export type BuildResult =
  { ok: true; documents: SanityDocument[] } | { ok: false; issues: SeedIssue[] }

/**
 * Checks every authored document and, when all is well, returns the dataset's documents
 * sorted by id. Nothing is written here; a single issue means no dataset. The steps run in an
 * order where each can trust what the earlier ones let through.
 */
export async function buildDataset(
  content: UncheckedContent,
  options: BuildOptions,
): Promise<BuildResult> {
  const checker = new Checker()
  const checked = checkShapes(content, checker)
  const slugReported = checkUniqueness(content, checked, checker)
  checkReferences(content, checked, slugReported, checker, options.expectations)
  await checkImages(checked, options.imagesDir, checker)
  const articleDocs = checked.articles.map((article) =>
    to.toArticle(article, checked.settings?.newsDesk ?? ''),
  )
  checkReadTimes(articleDocs, checker)
  // Counts mean nothing while documents are missing for other reasons.
  if (options.expectations && checker.issues.length === 0)
    checker.issues.push(
      ...checkCorpus(
        options.expectations,
        checked.articles,
        checked.summaries,
        checked.jobs,
        checked.home,
      ),
    )
  const documents = checker.issues.length === 0 ? toDataset(checked, articleDocs) : undefined
  return documents ? { ok: true, documents } : { ok: false, issues: checker.issues }
}

/** The last step: the checked content as the dataset's documents, sorted by id. */
function toDataset(checked: Checked, articleDocs: SanityDocument[]): SanityDocument[] | undefined {
  const { settings, home, about, privacy, careers } = checked
  if (!settings || !home || !about || !privacy || !careers) return undefined
  const publishedAt = new Map(
    checked.articles.map((article) => [article.slug, article.publishedAt]),
  )
  const documents: SanityDocument[] = [
    to.toSettings(settings),
    to.toHomePage(home),
    to.toAboutPage(about),
    to.toPrivacyPage(privacy),
    to.toCareersPage(careers),
    ...checked.categories.map(to.toCategory),
    ...checked.topics.map(to.toTopic),
    ...checked.authors.map(to.toAuthor),
    ...checked.jobs.map(to.toJob),
    ...checked.benefits.map(to.toBenefit),
    ...articleDocs,
    ...checked.summaries.map((summary) => to.toSummary(summary, publishedAt.get(summary.article)!)),
  ]
  return documents.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
}
