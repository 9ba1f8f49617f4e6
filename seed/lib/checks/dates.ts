import type { SeedIssue } from '../issues'
import type { Article } from './shapes'

/** A revision, a correction or a source can only follow, or precede, what it belongs to. */
export function checkArticleDates(id: string, article: Article): SeedIssue[] {
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
