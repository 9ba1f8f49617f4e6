import {
  citedTwice,
  citedUrls,
  earlierCitationOf,
  originalProblem,
  uncitedLink,
} from '../../../schemas/citationRules'
import type { SeedIssue } from '../issues'
import { linkTargets } from '../markup'
import type { Article } from './shapes'

/**
 * A republication stands only beside the original it copies, and every link in an article's
 * text is one of its citations (schemas/citationRules.ts words both, for the Studio too).
 */
export function checkCitations(id: string, article: Article): SeedIssue[] {
  const cited = citedUrls(article.citations)
  const issues: SeedIssue[] = []
  article.citations.forEach((citation, i) => {
    const earlier = earlierCitationOf(citation.url, i, article.citations)
    if (earlier !== undefined)
      issues.push({ id, field: `citations[${i}].url`, message: citedTwice(earlier) })
    const problem = originalProblem(citation, cited)
    if (problem) issues.push({ id, field: `citations[${i}].original`, message: problem })
  })
  article.body.forEach((block, i) => {
    for (const [key, value] of Object.entries(block)) {
      const texts =
        typeof value === 'string'
          ? [[key, value]]
          : Array.isArray(value)
            ? value.map((item, j) => [`${key}[${j}]`, item])
            : []
      for (const [field, text] of texts)
        if (typeof text === 'string')
          for (const href of linkTargets(text)) {
            const problem = uncitedLink(href, cited)
            if (problem) issues.push({ id, field: `body[${i}].${field}`, message: problem })
          }
    }
  })
  return issues
}
