import { categorySlugs } from '@/schemas/vocabulary'
import type { CorpusExpectations } from '@/seed/content/expectations'
import type { ArticleSource, HomeSource, SummarySource } from '@/seed/content/types'
import type { SeedIssue } from '@/seed/lib/issues'
import * as to from '@/seed/lib/toDocuments'

/**
 * The counts, listing sizes, featured story and late month the specification fixes. Ours: they are
 * properties of the whole corpus, which no rule of one document can state. Run on content that
 * passed every other check.
 */
export function checkCorpus(
  expected: CorpusExpectations,
  articles: readonly ArticleSource[],
  summaries: readonly SummarySource[],
  jobs: readonly unknown[],
  home: HomeSource | undefined,
): SeedIssue[] {
  const issues: SeedIssue[] = []
  const count = (id: string, field: string, what: string, want: number, have: number) => {
    if (want !== have) issues.push({ id, field, message: `needs ${want} ${what}, found ${have}` })
  }
  count('dataset', 'articles', 'articles', expected.articles, articles.length)
  count('dataset', 'summaries', 'summary cards', expected.summaries, summaries.length)
  count('dataset', 'jobs', 'job openings', expected.jobs, jobs.length)
  for (const slug of categorySlugs) {
    const have = summaries.filter((summary) => summary.categories.includes(slug)).length
    count(
      to.categoryId(slug),
      'summaries',
      `cards in the ${slug} listing`,
      expected.listings[slug],
      have,
    )
  }
  for (const article of articles)
    if (!summaries.some((summary) => summary.article === article.slug))
      issues.push({
        id: to.articleId(article.slug),
        field: 'summaries',
        message: 'has no summary card linking to it',
      })

  const featured = summaries.find((summary) => summary.id === home?.featured)
  if (featured && featured.article !== expected.featuredArticle)
    issues.push({
      id: 'homePage',
      field: 'featured',
      message: `must be a card of "${expected.featuredArticle}"`,
    })

  // An article outside the window is checks/dates.ts's to name; the month's count is the corpus's.
  const [lateMonth, lateAllowed] = expected.lateMonth
  const late = articles.filter(({ publishedAt }) => publishedAt.startsWith(lateMonth)).length
  if (late < lateAllowed)
    issues.push({
      id: 'dataset',
      field: 'articles',
      message: `needs ${lateAllowed} article(s) published in ${lateMonth}, found ${late}`,
    })
  return issues
}
