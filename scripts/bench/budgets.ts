/** The performance budgets, as medians on the mobile preset with simulated throttling. */
export const budgets = {
  performance: 0.98,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 1000,
  cls: 0.01,
  tbtMs: 100,
  scriptKb: 160,
  stylesheetKb: 20,
  homeTotalKb: 600,
  /** On a 2-core machine: a build from an empty cache, and a rebuild after one headline changed. */
  coldSecondsAt2000: 300,
  rebuildSecondsAt2000: 60,
  coldSecondsAt10000: 900,
  peakMiBAt10000: 4096,
  /** Search at 2,000 articles: what the first query fetches, and when its results show. */
  searchFirstQueryKbAt2000: 150,
  searchResultsMsAt2000: 350,
  /** Search at 10,000 articles (two index bundles): when the first query's results show. */
  searchResultsMsAt10000: 450,
} as const

export const benchPages = ['/', '/category/leadership', '/article/h1b-changes', '/contact'] as const
export const runsPerPage = 5
export const scaleSizes = [19, 2000, 10000] as const
export const publishSizes = [19, 2000] as const
