/**
 * The search page's side of the index that scripts/search-index.ts writes into out/pagefind:
 * where its files are, the shapes Pagefind and the search worker answer in, and how answers of
 * several bundles become one. Pagefind's own script is loaded from the site at run time (it is
 * built with the index, not with the app), by the search worker (searchWorker.ts).
 */
export interface PagefindResultData {
  url: string
  excerpt: string
  meta: { title?: string; date?: string; category?: string }
}

export interface PagefindResult {
  id: string
  score: number
  data: () => Promise<PagefindResultData>
}

export type FilterCounts = Record<string, Record<string, number>>

export interface PagefindSearch {
  results: PagefindResult[]
  filters: FilterCounts
  totalFilters: FilterCounts
}

export interface SearchOptions {
  filters?: Record<string, string[]>
  sort?: Record<string, 'asc' | 'desc'>
}

/** What the search page asks of the index, whether it is one Pagefind bundle or several. */
export interface SearchEngine {
  search: (query: string | null, options?: SearchOptions) => Promise<PagefindSearch | null>
  filters: () => Promise<FilterCounts>
}

/** One bundle's index, as Pagefind's script serves it to the worker. */
export interface PagefindInstance extends SearchEngine {
  init: () => Promise<void>
  /** Loads the index chunks a search needs, without searching. */
  preload: (query: string, options?: SearchOptions) => Promise<void>
}

export interface PagefindModule {
  createInstance: (options: {
    basePath: string
    baseUrl: string
    noWorker: boolean
  }) => PagefindInstance
}

/**
 * Where scripts/search-index.ts writes the index (the language is fixed to English there) and
 * the search worker (app/search/searchWorker.ts). A large site's index comes in several bundles
 * (scripts/build/searchBundles.ts), listed newest first in `bundles`; the first is always at
 * `bundlesRoot`.
 */
export const pagefindFiles = {
  bundlesRoot: '/pagefind/',
  worker: '/pagefind/search-worker.js',
  bundles: '/pagefind/bundles.json',
} as const

export interface BundleList {
  bundles: string[]
  /** Per bundle, the files every first search reads (scripts/build/firstSearchFiles.ts). */
  firstFiles: Record<string, string[]>
}

/**
 * The search worker of one bundle. Each bundle has a worker of its own: Pagefind keeps one
 * WebAssembly instance per thread, and the bundles load in parallel.
 */
export const searchWorkerUrl = (bundle: string) =>
  `${pagefindFiles.worker}?${new URLSearchParams({ bundle })}`

/**
 * Results shown at once; "Show more results" adds as many again. Each shown result fetches its
 * page's fragment (about 5 KB), so six keep the first query within its budget at 2,000 articles
 * (docs/PERFORMANCE.md), where ten took it over.
 */
export const resultsPerPage = 6

/** Marked when the first results are in the page: what `npm run bench` times from the load event. */
export const firstResultsMark = 'search:first-results'

/** What the page asks the search worker, about one bundle of the index. */
export type SearchQuestion =
  | {
      kind: 'search'
      bundle: string
      query: string | null
      options: SearchOptions
      /** How many of the first results' texts to fetch at once. */
      warm: number
    }
  | { kind: 'data'; bundle: string; search: number; result: number }
  | { kind: 'filters'; bundle: string }

/** A search as the worker answers it: results by id, their text asked for one by one. */
export interface WorkerSearch {
  search: number
  results: { id: string; score: number }[]
  filters: FilterCounts
  totalFilters: FilterCounts
}

export interface SearchAnswers {
  search: WorkerSearch | null
  data: PagefindResultData
  filters: FilterCounts
}

export interface WorkerMessage {
  id: number
  question: SearchQuestion
}

export type WorkerReply = { id: number; answer: unknown } | { id: number; error: string }

export const sumCounts = (all: FilterCounts[]): FilterCounts => {
  const sum: FilterCounts = {}
  for (const counts of all)
    for (const [filter, values] of Object.entries(counts))
      for (const [value, count] of Object.entries(values))
        (sum[filter] ??= {})[value] = (sum[filter][value] ?? 0) + count
  return sum
}

/**
 * One search over several bundles, as Pagefind's own mergeIndex would run it but for the order:
 * by relevance, all results by score; sorted (newest), each bundle's results in bundle order,
 * as the bundles run newest first. Pagefind's merge orders by score alone, and a sorted search
 * scores a page by its place within its own bundle, so the bundles would interleave.
 */
export function mergeSearches(
  searches: readonly PagefindSearch[],
  options: SearchOptions = {},
): PagefindSearch {
  const results = searches.flatMap((search) => search.results)
  return {
    results: options.sort ? results : results.sort((a, b) => b.score - a.score),
    filters: sumCounts(searches.map((search) => search.filters)),
    totalFilters: sumCounts(searches.map((search) => search.totalFilters)),
  }
}

/** Pagefind marks matched words in escaped text; the marks become elements, the rest text. */
export function excerptParts(excerpt: string): { text: string; marked: boolean }[] {
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#0?39;/g, "'")
      .replace(/&amp;/g, '&')
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<mark>')
        ? { text: decode(part.slice(6, -7)), marked: true }
        : { text: decode(part.replace(/<[^>]*>/g, '')), marked: false },
    )
}
