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
} as const

type ScaleBudget = 'coldSeconds' | 'rebuildSeconds' | 'peakMiB' | 'firstQueryKb' | 'resultsMs'
/**
 * Per corpus size, on a 2-core machine: a build from an empty cache, a rebuild after one headline
 * changed, the build's peak memory, and search: what the first query fetches, and when its
 * results show (at 10,000 articles, over two index bundles).
 */
export const scaleBudgets: Record<number, Partial<Record<ScaleBudget, number>>> = {
  2000: { coldSeconds: 300, rebuildSeconds: 60, firstQueryKb: 150, resultsMs: 350 },
  10000: { coldSeconds: 900, peakMiB: 4096, resultsMs: 450 },
}
