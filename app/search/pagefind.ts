import type { ResultText } from './resultText'

/**
 * The search page's side of the index that scripts/search-index.ts writes into out/pagefind,
 * through Pagefind's documented search API (https://pagefind.app/docs/api/). Pagefind's script is
 * loaded from the site at run time: it is written with the index, not built with the app.
 */

export interface PagefindResultData extends ResultText {
  url: string
  meta: { title?: string; date?: string; category?: string }
}

export interface PagefindResult {
  id: string
  data: () => Promise<PagefindResultData>
}

export type FilterCounts = Record<string, Record<string, number>>

export interface PagefindSearch {
  results: PagefindResult[]
  /** Per filter value, how many of the results carry it. */
  filters: FilterCounts
}

type PagefindFilters = Record<string, string | { any: string[] }>

interface PagefindSearchOptions {
  filters?: PagefindFilters
  sort?: Record<string, 'asc' | 'desc'>
}

/** What the page uses of Pagefind's script. */
interface PagefindApi {
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
 * Where scripts/search-index.ts writes the index (the language is fixed to English there). A
 * large site's index comes in several bundles (scripts/build/searchBundles.ts), listed newest
 * first in `bundles`; the first is always at `bundlesRoot`, beside Pagefind's script.
 */
export const pagefindFiles = {
  bundlesRoot: '/pagefind/',
  script: '/pagefind/pagefind.js',
  bundles: '/pagefind/bundles.json',
} as const

export interface BundleList {
  bundles: string[]
}

/**
 * Results shown at once; "Show more results" adds as many again. Each shown result fetches its
 * page's fragment (about 5 KB), so six keep the first query within its budget at 2,000 articles
 * (docs/PERFORMANCE.md), where ten took it over.
 */
export const resultsPerPage = 6

/** Marked when the first results are in the page: what `npm run bench` times from the load event. */
export const firstResultsMark = 'search:first-results'

/** A search as the page asks it: words (or none, to filter only), ticked filter values, order. */
export interface SearchRequest {
  query: string | null
  filters: Record<string, string[]>
  newest: boolean
}

export interface SearchEngine {
  search: (request: SearchRequest) => Promise<PagefindSearch>
  filters: () => Promise<FilterCounts>
}

/** The site was served without its search index, as `next dev` serves it. */
export class SearchIndexMissing extends Error {}

/**
 * Each bundle's pages carry this filter, with the bundle's place in the list as its value
 * (Pagefind's mergeFilter), so that a search can ask one bundle alone.
 */
const bundleFilter = 'bundle'

export const sumCounts = (all: FilterCounts[]): FilterCounts => {
  const sum: FilterCounts = {}
  for (const counts of all)
    for (const [filter, values] of Object.entries(counts))
      for (const [value, count] of Object.entries(values))
        (sum[filter] ??= {})[value] = (sum[filter][value] ?? 0) + count
  return sum
}

async function bundleList(): Promise<string[]> {
  // The page preloads the list, so this is answered from memory.
  const response = await fetch(pagefindFiles.bundles)
  if (response.status === 404) throw new SearchIndexMissing(`${pagefindFiles.bundles}: 404`)
  if (!response.ok) throw new Error(`${pagefindFiles.bundles}: ${response.status}`)
  const { bundles } = (await response.json()) as BundleList
  if (bundles[0] !== pagefindFiles.bundlesRoot)
    throw new Error(`${pagefindFiles.bundles} does not start at ${pagefindFiles.bundlesRoot}`)
  return bundles
}

/**
 * Every bundle as one index: the first is Pagefind's own, the others merged into it
 * (mergeIndex). Pagefind orders merged results by score, which is right for relevance; a sorted
 * search scores a page by its place in its own bundle, so "newest" asks each bundle apart and
 * puts their results one after the other, as the bundles run newest first.
 */
function engine(pagefind: PagefindApi, bundles: readonly string[]): SearchEngine {
  const options = ({ filters, newest }: SearchRequest, bundle?: number): PagefindSearchOptions => ({
    filters: {
      ...Object.fromEntries(
        Object.entries(filters)
          .filter(([, values]) => values.length > 0)
          .map(([key, values]) => [key, { any: values }]),
      ),
      ...(bundle === undefined ? {} : { [bundleFilter]: String(bundle) }),
    },
    sort: newest ? { published: 'desc' } : {},
  })
  return {
    filters: () => pagefind.filters(),
    search: async (request) => {
      // A search counts its results by filter only once every filter chunk is in (filters()
      // loads them all); the index chunks its words need load beside them.
      await Promise.all([
        pagefind.filters(),
        request.query === null ? null : pagefind.preload(request.query, options(request)),
      ])
      if (!request.newest || bundles.length === 1)
        return pagefind.search(request.query, options(request))
      const parts = await Promise.all(
        bundles.map((_, bundle) => pagefind.search(request.query, options(request, bundle))),
      )
      return {
        results: parts.flatMap((part) => part.results),
        filters: sumCounts(parts.map((part) => part.filters)),
      }
    },
  }
}

let loading: Promise<SearchEngine> | undefined

/**
 * The search over every bundle, started once. Pagefind runs on the page's thread (noWorker):
 * its own worker would be one more script to fetch before the first search, with a policy of
 * its own. The words of the address's search, when given, start loading their index at once.
 */
export function loadSearch(firstQuery = ''): Promise<SearchEngine> {
  loading ??= (async () => {
    const list = bundleList()
    const script = import(/* webpackIgnore: true */ pagefindFiles.script) as Promise<PagefindApi>
    script.catch(() => {}) // reported below, after a missing index
    const bundles = await list
    const pagefind = await script
    await pagefind.options({ baseUrl: '/', noWorker: true, mergeFilter: { [bundleFilter]: '0' } })
    for (const [index, bundlePath] of bundles.entries())
      if (index > 0)
        // A bundle that fails to load fails every search, which reports it.
        void pagefind
          .mergeIndex(bundlePath, { baseUrl: '/', mergeFilter: { [bundleFilter]: String(index) } })
          .catch(() => {})
    void pagefind.filters().catch(() => {})
    if (firstQuery.trim()) void pagefind.preload(firstQuery.trim()).catch(() => {})
    return engine(pagefind, bundles)
  })()
  loading.catch(() => (loading = undefined))
  return loading
}
