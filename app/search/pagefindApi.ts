/**
 * What the site's search index holds and what the page uses of Pagefind's documented search API
 * (https://pagefind.app/docs/api/): shared by the script that starts Pagefind early
 * (startPagefind.ts), the page's search (pagefind.ts) and the step that writes the index.
 */

export interface PagefindResultData {
  url: string
  /** Pagefind's excerpt: the page's text, HTML-escaped, with <mark> around the matched words. */
  excerpt: string
  meta: { title?: string; date?: string; category?: string }
}

export interface PagefindResult {
  data: () => Promise<PagefindResultData>
}

export type FilterCounts = Record<string, Record<string, number>>

export interface PagefindSearch {
  results: PagefindResult[]
  /** Per filter value, how many of the results carry it. */
  filters: FilterCounts
}

export interface PagefindSearchOptions {
  filters?: Record<string, string | { any: string[] }>
  sort?: Record<string, 'asc' | 'desc'>
}

/** What the page uses of Pagefind's script. */
export interface PagefindApi {
  options: (options: {
    baseUrl: string
    noWorker: boolean
    mergeFilter: Record<string, string>
  }) => Promise<void>
  mergeIndex: (
    bundlePath: string,
    options: { baseUrl: string; mergeFilter: Record<string, string> },
  ) => Promise<void>
  filters: () => Promise<FilterCounts>
  preload: (term: string, options?: PagefindSearchOptions) => Promise<void>
  search: (term: string | null, options?: PagefindSearchOptions) => Promise<PagefindSearch>
}

/**
 * Where scripts/steps/searchIndex.ts writes the index (the language is fixed to English there). A
 * large site's index comes in several bundles (scripts/pipeline/searchBundles.ts), listed newest
 * first in `bundles`; the first is always at `bundlesRoot`, beside Pagefind's script.
 */
export const pagefindFiles = {
  bundlesRoot: '/pagefind/',
  script: '/pagefind/pagefind.js',
  bundles: '/pagefind/bundles.json',
} as const

export interface BundleList {
  bundles: string[]
  /** Per bundle, the files every first search reads (scripts/pipeline/firstSearchFiles.ts). */
  firstFiles: Record<string, string[]>
}
