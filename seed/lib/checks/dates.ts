import { sourceDateLimit } from '../../../schemas/rules'
import type { CorpusExpectations } from '../../content/expectations'
import type { SeedIssue } from '../issues'
import { inWindowOrLateMonth, outsideWindow } from './corpus'
import type { Article } from './shapes'

/**
 * A revision, a correction or an update can only follow what it belongs to; a source can only
 * precede the story, or its update, which may report what came out since. A publish date outside
 * the corpus's window is reported as that alone: compared with it, every source would seem to
 * follow the story, and those lines would hide the one typo.
 */
export function checkArticleDates(
  id: string,
  article: Article,
  expected?: CorpusExpectations,
): SeedIssue[] {
  const published = article.publishedAt
  if (expected && !inWindowOrLateMonth(expected, published))
    return [{ id, field: 'publishedAt', message: outsideWindow(expected, published) }]
  const issues: SeedIssue[] = []
  if (article.updatedAt && article.updatedAt < published)
    issues.push({
      id,
      field: 'updatedAt',
      message: `${article.updatedAt} is before the publish date ${published}`,
    })
  for (const kind of ['correction', 'update'] as const) {
    const note = article[kind]
    if (note && note.date < published)
      issues.push({
        id,
        field: `${kind}.date`,
        message: `${note.date} is before the publish date ${published}`,
      })
  }
  const limit = sourceDateLimit(article)
  article.citations.forEach((citation, i) => {
    if (citation.publishedAt > limit.date)
      issues.push({
        id,
        field: `citations[${i}].publishedAt`,
        message: `${citation.publishedAt} is after ${limit.what} ${limit.date}; ${limit.why}`,
      })
  })
  return issues
}
