import { limits } from '@/schemas/vocabulary'
import {
  pagefindFiles,
  type FilterCounts,
  type PagefindSearch,
  type PagefindSearchOptions,
} from '@/app/search/pagefindApi'
import type { StartedPagefind } from '@/app/search/startPagefind'

/**
 * The search page's side of the index the build's Search index step writes into out/pagefind.
 * Pagefind's script is loaded from the site at run time: it is written with the index, not
 * built with the app.
 */

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

/**
 * Every bundle as one index: the first is Pagefind's own, the others merged into it
 * (mergeIndex). Pagefind orders merged results by score, which is right for relevance; a sorted
 * search scores a page by its place in its own bundle, so "newest" asks each bundle apart and
 * puts their results one after the other, as the bundles run newest first.
 */
function engine({ pagefind, bundles, first }: StartedPagefind): SearchEngine {
  let early = first
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
      // The page's first search is the one the inline script started, when it is the same.
      const started = early
      early = undefined
      if (
        started?.query === request.query &&
        !request.newest &&
        Object.values(request.filters).every((values) => values.length === 0)
      )
        return started.search
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

/**
 * What the search page's inline script needs (startPagefind): the bundles' list and Pagefind's
 * script, the filter that tells bundles apart, where on the window it leaves Pagefind started,
 * and the results shown at first, whose texts load with the first search.
 */
export const pagefindStart = {
  bundles: pagefindFiles.bundles,
  script: pagefindFiles.script,
  bundleFilter,
  key: '__pagefindStarted',
  queryLimit: limits.searchQuery,
  resultsPerPage,
}

/** The search over every bundle, as the page's inline script started it. */
export async function loadSearch(): Promise<SearchEngine> {
  const started = (window as unknown as Record<string, Promise<StartedPagefind> | undefined>)[
    pagefindStart.key
  ]
  if (!started) throw new Error('The search page did not start Pagefind.')
  return engine(await started)
}
