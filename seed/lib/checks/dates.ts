import type { CorpusExpectations } from '../../content/expectations'
import type { SeedIssue } from '../issues'
import { inWindowOrLateMonth, outsideWindow } from './corpus'
import type { Article } from './shapes'

/**
 * A revision, a correction or a source can only follow, or precede, what it belongs to. A
 * publish date outside the corpus's window is reported as that alone: compared with it, every
 * source would seem to follow the story, and those lines would hide the one typo.
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
