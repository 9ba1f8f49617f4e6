import { sourceDateLimit } from '../../../schemas/rules'
import type { SeedIssue } from '../issues'
import type { Article } from './shapes'

/**
 * A revision, a correction or an update can only follow what it belongs to; a source can only
 * precede the story, or its update, which may report what came out since.
 */
export function checkArticleDates(id: string, article: Article): SeedIssue[] {
  const issues: SeedIssue[] = []
  const published = article.publishedAt
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
