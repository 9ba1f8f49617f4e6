import {
  mergeSearches,
  pagefindFiles,
  resultsPerPage,
  sumCounts,
  type BundleList,
  type PagefindSearch,
  type SearchEngine,
  type SearchOptions,
  type WorkerSearch,
} from './pagefind'
import { searchWorkers, type Ask } from './searchWorkers'

/**
 * The search the page uses: every bundle's worker asked as one engine, its first search taken
 * from the boot script when the words are the same.
 */

/** A worker's search as the page uses it: each result's text fetched when it is shown. */
function pageSearch(ask: Ask, bundle: string, found: WorkerSearch | null): PagefindSearch | null {
  if (!found) return null
  return {
    results: found.results.map(({ id, score }, result) => ({
      id,
      score,
      data: () => ask({ kind: 'data', bundle, search: found.search, result }),
    })),
    filters: found.filters,
    totalFilters: found.totalFilters,
  }
}

function bundleEngine(ask: Ask, bundle: string): SearchEngine {
  return {
    search: async (query, options = {}) =>
      pageSearch(
        ask,
        bundle,
        await ask({ kind: 'search', bundle, query, options, warm: resultsPerPage }),
      ),
    filters: () => ask({ kind: 'filters', bundle }),
  }
}

const unfiltered = (options: SearchOptions) =>
  !options.sort && Object.values(options.filters ?? {}).every((values) => values.length === 0)

/**
 * The first bundle's search, answering the page's first search with the boot script's when
 * the words are the same and nothing narrows or orders them.
 */
function withBootSearch(
  primary: SearchEngine,
  boot: { query: string; found: Promise<PagefindSearch | null> } | undefined,
): SearchEngine {
  let unused = boot
  return {
    filters: () => primary.filters(),
    search: (query, options = {}) => {
      const first = unused
      unused = undefined
      return first && first.query === query && unfiltered(options)
        ? first.found
        : primary.search(query, options)
    },
  }
}

function mergedEngine(instances: readonly SearchEngine[]): SearchEngine {
  if (instances.length === 1) return instances[0]!
  return {
    search: async (query, options) => {
      const searches = await Promise.all(instances.map((one) => one.search(query, options)))
      return searches.some((search) => search === null)
        ? null
        : mergeSearches(searches as PagefindSearch[], options)
    },
    filters: async () => sumCounts(await Promise.all(instances.map((one) => one.filters()))),
  }
}

async function bundleList(): Promise<string[]> {
  // The page preloads the list, so this is answered from memory.
  const response = await fetch(pagefindFiles.bundles)
  if (!response.ok) throw new Error(`${pagefindFiles.bundles}: ${response.status}`)
  const { bundles } = (await response.json()) as BundleList
  if (bundles[0] !== pagefindFiles.bundlesRoot)
    throw new Error(`${pagefindFiles.bundles} does not start at ${pagefindFiles.bundlesRoot}`)
  return bundles
}

let loading: Promise<SearchEngine> | undefined

/** The search over every bundle, its questions answered by the search worker. */
export function loadSearch(): Promise<SearchEngine> {
  loading ??= (async () => {
    const { ask, boot } = searchWorkers()
    const [primary, ...others] = (await bundleList()).map((bundle) => bundleEngine(ask, bundle))
    const engine = mergedEngine([
      withBootSearch(
        primary!,
        boot && {
          query: boot.query,
          found: boot.answer.then((found) => pageSearch(ask, pagefindFiles.bundlesRoot, found)),
        },
      ),
      ...others,
    ])
    return engine
  })()
  loading.catch(() => (loading = undefined))
  return loading
}
