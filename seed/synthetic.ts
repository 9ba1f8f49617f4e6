import type { ArticleModule, SeedContent } from '@/seed/content/types'
import { categorySlugs } from '@/schemas/vocabulary'

/**
 * Adds `count` valid, synthetic articles (each with one summary card) to the authored content,
 * to measure how the build scales. They reuse the authored bodies and images, so they pass
 * every rule. Their dates go back one day for every 24 stories; within a day the id orders them.
 */
export function withSyntheticArticles(content: SeedContent, count: number): SeedContent {
  const templates = content.articles
  if (templates.length === 0)
    throw new Error('Synthetic articles need at least one authored article as a template.')
  const start = Date.parse('2025-09-12T00:00:00Z')
  const synthetic: ArticleModule[] = Array.from({ length: count }, (_, index) => {
    const template = templates[index % templates.length]!
    const slug = `synthetic-${String(index + 1).padStart(5, '0')}`
    const publishedAt = new Date(start - (index + 1) * 3_600_000).toISOString().slice(0, 10)
    return {
      article: {
        ...template.article,
        slug,
        headline: `Benchmark story ${index + 1}: ${template.article.headline}`.slice(0, 140),
        publishedAt,
        // A story cites only what came before it.
        citations: template.article.citations.map((citation) => ({
          ...citation,
          publishedAt: citation.publishedAt < publishedAt ? citation.publishedAt : publishedAt,
        })),
      },
      summaries: [
        {
          id: `summary-${slug}`,
          article: slug,
          title: `Benchmark story ${index + 1}`,
          excerpt: template.summaries[0]?.excerpt ?? template.article.dek.slice(0, 240),
          categories: [categorySlugs[index % categorySlugs.length]!],
        },
      ],
      synthetic: true,
    }
  })
  return { ...content, articles: [...content.articles, ...synthetic] }
}
