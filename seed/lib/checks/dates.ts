import { inPublishRange } from '@/schemas/dateChecks'
import type { CorpusExpectations } from '@/seed/content/expectations'
import { kindOf } from '@/schemas/valueKinds'
import { articleIdOf, authoredIdOf } from '@/seed/lib/toDocuments'
import {
  fieldOf,
  summarySourcesOf,
  type Issues,
  type UncheckedContent,
} from '@/seed/lib/checks/checker'

/**
 * Authored days, ours: the seed writes a day as YYYY-MM-DD and makes the Studio's datetime from
 * it, so a day that is not one (Sept. 31, a number) is named here, before the Studio sees a value
 * made from it. The corpus's window of publish dates is the specification's.
 */

/** What is wrong with an authored day, or undefined; a missing one is the Studio's to name. */
export function dayProblem(value: unknown): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string') return `must be a date as YYYY-MM-DD, not ${kindOf(value)}`
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'must be a date as YYYY-MM-DD'
  // Date reads 2025-09-31 as Oct. 1: a day that does not exist comes back as another.
  const day = new Date(value)
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
    ? undefined
    : `must be a real date (${value} does not exist)`
}

export function checkDates(
  content: UncheckedContent,
  issues: Issues,
  expected?: CorpusExpectations,
): void {
  let late = 0
  /** Outside the corpus's window, or beyond the few articles its late month allows. */
  const outsideWindow = (day: string) => {
    if (!expected) return undefined
    const {
      dateWindow: [from, until],
      lateMonth: [month, allowed],
    } = expected
    if ((day >= from && day <= until) || (day.startsWith(month) && ++late <= allowed))
      return undefined
    return `${day} is outside ${from} to ${until} (and the ${allowed} allowed in ${month})`
  }
  const check = (id: string, name: string, value: unknown) => {
    const problem = dayProblem(value)
    if (problem) issues.report(id, name, problem)
  }
  content.articles.forEach(({ article }, i) => {
    const id = articleIdOf(article, i)
    const published = fieldOf(article, 'publishedAt')
    check(id, 'publishedAt', published)
    // Outside the allowed range entirely, it is the Studio's typo to name (schemas/dateChecks.ts).
    const window =
      typeof published === 'string' && !dayProblem(published) && inPublishRange(published)
        ? outsideWindow(published)
        : undefined
    if (window) issues.report(id, 'publishedAt', window)
    check(id, 'updatedAt', fieldOf(article, 'updatedAt'))
    for (const note of ['correction', 'update'])
      check(id, `${note}.date`, fieldOf(fieldOf(article, note), 'date'))
    const citations = fieldOf(article, 'citations')
    if (Array.isArray(citations))
      citations.forEach((citation, j) =>
        check(id, `citations[${j}].publishedAt`, fieldOf(citation, 'publishedAt')),
      )
  })
  summarySourcesOf(content).forEach(({ value }, i) =>
    check(authoredIdOf(value, i), 'publishedAt', fieldOf(value, 'publishedAt')),
  )
  check('privacyPage', 'lastUpdated', fieldOf(content.privacy, 'lastUpdated'))
}
