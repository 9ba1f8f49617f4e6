import type { CategorySlug } from '@/schemas/vocabulary'

/** What the published corpus must hold, from the specification; the seed refuses anything else. */
export interface CorpusExpectations {
  articles: number
  summaries: number
  listings: Record<CategorySlug, number>
  jobs: number
  featuredArticle: string
  /** Inclusive ISO dates every article falls in, except the `lateArticles` allowed after. */
  dateWindow: [string, string]
  /** Month (YYYY-MM) and how many articles may be published in it, outside the window. */
  lateMonth: [string, number]
}

export const corpusExpectations: CorpusExpectations = {
  articles: 19,
  summaries: 29,
  listings: { leadership: 9, talent: 9, culture: 8, analytics: 8 },
  jobs: 4,
  featuredArticle: 'h1b-changes',
  dateWindow: ['2025-09-12', '2025-11-02'],
  lateMonth: ['2025-12', 1],
}
