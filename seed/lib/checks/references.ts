import { categorySlugs } from '../../../schemas/vocabulary'
import type { CorpusExpectations } from '../../content/expectations'
import * as to from '../toDocuments'
import { authoredKeys, type Checker } from './checker'
import { checkCitations } from './citations'
import { checkArticleDates } from './dates'
import type { Checked, UncheckedContent } from './shapes'

/**
 * Step three: references resolve, and an article's dates keep their order. A target that exists
 * but failed its own checks has been reported already: reporting every reference to it again
 * would bury the one real cause.
 */
export function checkReferences(
  content: UncheckedContent,
  { settings, home, articles, summaries, summarySources }: Checked,
  slugReported: Set<number>,
  checker: Checker,
  expected?: CorpusExpectations,
): void {
  if (settings && !authoredKeys(content.authors, 'slug').has(settings.newsDesk))
    checker.report('siteSettings', 'newsDesk', `"${settings.newsDesk}" is not an author`)

  const authoredCategories = authoredKeys(content.categories, 'slug')
  for (const slug of categorySlugs)
    if (!authoredCategories.has(slug))
      checker.report(to.categoryId(slug), '(document)', `the ${slug} category is missing`)

  const authoredSlugs = authoredKeys(
    content.articles.map((module) => module.article),
    'slug',
  )
  for (const summary of summaries)
    if (
      !authoredSlugs.has(summary.article) &&
      !slugReported.has(summarySources[checker.sourceIndex.get(summary)!]!.module)
    )
      checker.report(
        summary.id,
        'article',
        `links to "${summary.article}", which is not an article`,
      )

  const summaryIds = authoredKeys(
    content.articles.flatMap((module) => (Array.isArray(module.summaries) ? module.summaries : [])),
    'id',
  )
  if (home) {
    if (!summaryIds.has(home.featured))
      checker.report('homePage', 'featured', `"${home.featured}" is not a summary`)
    home.trending.forEach((id, i) => {
      if (!summaryIds.has(id))
        checker.report('homePage', `trending[${i}]`, `"${id}" is not a summary`)
    })
  }

  const topicSlugs = authoredKeys(content.topics, 'slug')
  for (const article of articles) {
    const id = to.articleId(article.slug)
    article.topics.forEach((slug, i) => {
      if (!topicSlugs.has(slug)) checker.report(id, `topics[${i}]`, `"${slug}" is not a topic`)
    })
    checker.issues.push(...checkArticleDates(id, article, expected), ...checkCitations(id, article))
  }
}
