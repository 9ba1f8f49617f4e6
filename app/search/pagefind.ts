import { limits } from '@/schemas/vocabulary'

/**
 * The browser side of the search index that scripts/search-index.ts writes into out/pagefind.
 * Pagefind's own script is loaded from the site at run time (it is built with the index, not
 * with the app), and only here, on the search page.
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

interface PagefindInstance extends SearchEngine {
  options: (options: { noWorker?: boolean }) => Promise<void>
  init: () => Promise<void>
}

interface PagefindModule extends PagefindInstance {
  createInstance: (options: { basePath: string; noWorker?: boolean }) => PagefindInstance
}

/**
 * Where scripts/search-index.ts writes the index (the language is fixed to English there). A
 * large site's index comes in several bundles (scripts/build/searchBundles.ts), listed newest
 * first in `bundles`; the first is always at `bundlesRoot`.
 */
export const pagefindFiles = {
  bundlesRoot: '/pagefind/',
  script: '/pagefind/pagefind.js',
  wasm: '/pagefind/wasm.en.pagefind',
  bundles: '/pagefind/bundles.json',
} as const

export interface BundleList {
  bundles: string[]
}

/** Pagefind's settings here: on this page's thread, the WebAssembly preloaded with the page is
 * used as it is (a worker would fetch it again); the index of a news site searches in
 * milliseconds. */
const pagefindOptions = { noWorker: true }

/**
 * Results shown at once; "Show more results" adds as many again. Each shown result fetches its
 * page's fragment (about 5 KB), so six keep the first query within its budget at 2,000 articles
 * (docs/PERFORMANCE.md), where ten took it over.
 */
export const resultsPerPage = 6

/**
 * An inline module run as the page is parsed, long before React hydrates: it starts Pagefind
 * and runs the search in the address, fetching the index chunks and the first results' text,
 * which Pagefind keeps; when the page's own script asks the same, the answer is at hand. The
 * same module instance then serves loadSearch.
 */
export const bootScript = `const p=await import(${JSON.stringify(pagefindFiles.script)});await p.options(${JSON.stringify(pagefindOptions)});await p.init();const q=new URLSearchParams(location.search).get("q");if(q&&q.trim())(await p.search(q.trim().slice(0,${limits.searchQuery}))).results.slice(0,${resultsPerPage}).map(r=>r.data())`

const sumCounts = (all: FilterCounts[]): FilterCounts => {
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

/**
 * Another bundle's search, on this page's thread too. An instance reads its settings when it is
 * created: given later through options(), noWorker would leave it on Pagefind's shared worker,
 * where Pagefind 1.5 mixes up the bundles' indexes.
 */
async function bundleInstance(primary: PagefindModule, basePath: string): Promise<SearchEngine> {
  const instance = primary.createInstance({ basePath, ...pagefindOptions })
  await instance.init()
  return instance
}

let loading: Promise<SearchEngine> | undefined

/** The search over every bundle; the first is the module the boot script has started. */
export function loadSearch(): Promise<SearchEngine> {
  loading ??= Promise.all([
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pagefindFiles.script).then(
      async (module: PagefindModule) => {
        await module.options(pagefindOptions)
        await module.init()
        return module
      },
    ),
    bundleList(),
  ]).then(async ([primary, bundles]) =>
    mergedEngine([
      primary,
      ...(await Promise.all(bundles.slice(1).map((basePath) => bundleInstance(primary, basePath)))),
    ]),
  )
  loading.catch(() => (loading = undefined))
  return loading
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
