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

type Ask = <K extends SearchQuestion['kind']>(
  question: Extract<SearchQuestion, { kind: K }>,
) => Promise<SearchAnswers[K]>

/** What the boot script leaves: its worker, the words it searched, what came back so far. */
interface Boot {
  worker: Worker
  query: string
  replies: WorkerReply[]
  failed: boolean
}

const bootKey = '__searchBoot'
const bootId = 0
const bootQuestion = {
  kind: 'search',
  bundle: pagefindFiles.bundlesRoot,
  options: {},
  warm: resultsPerPage,
}

/**
 * An inline script run as the parser reaches it, long before React hydrates: it starts the
 * search worker and asks it the search in the address (the words as the page reads them: cut
 * to the limit, then trimmed), keeping the replies until the page's script takes the worker
 * over. Where a module worker cannot start, it does nothing and the page's script takes over.
 */
export const bootScript = `(()=>{try{const w=new Worker(${JSON.stringify(searchWorkerUrl(pagefindFiles.bundlesRoot))},{type:"module"}),q=(new URLSearchParams(location.search).get("q")??"").slice(0,${limits.searchQuery}).trim(),b={worker:w,query:q,replies:[],failed:!1};w.onmessage=e=>b.replies.push(e.data);w.onerror=()=>{b.failed=!0};self.${bootKey}=b;if(q)w.postMessage({id:${bootId},question:{...${JSON.stringify(bootQuestion)},query:q}})}catch{}})()`

function takeBoot(): Boot | undefined {
  const holder = globalThis as { [bootKey]?: Boot }
  const boot = holder[bootKey]
  delete holder[bootKey]
  return boot
}

/** The same questions answered on the page's thread, by the worker's module imported here. */
const askPage = (): Promise<Ask> =>
  import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pagefindFiles.worker).then(
    (module: { answer: Ask }) => module.answer,
  )

interface Pending {
  question: SearchQuestion
  /** The asker's own resolve: its type is the question's answer, which the reply carries. */
  resolve: (answer: unknown) => void
  reject: (error: unknown) => void
}

/**
 * Questions to one worker, with the answer to the boot script's search when it is the boot
 * script's worker. If the worker fails, its questions, asked or waiting, go to `fallback`.
 */
function workerAsk(
  worker: Worker,
  fallback: () => Promise<Ask>,
  boot?: Boot,
): { ask: Ask; bootAnswer?: Promise<WorkerSearch | null> } {
  const pending = new Map<number, Pending>()
  let nextId = bootId + 1
  let failed: Promise<Ask> | undefined
  const ask: Ask = (question) =>
    failed
      ? failed.then((onPage) => onPage(question))
      : new Promise((resolve, reject) => {
          const id = nextId++
          pending.set(id, { question, resolve: resolve as Pending['resolve'], reject })
          worker.postMessage({ id, question } satisfies WorkerMessage)
        })
  const settle = (reply: WorkerReply) => {
    const waiting = pending.get(reply.id)
    pending.delete(reply.id)
    if ('error' in reply) waiting?.reject(new Error(reply.error))
    else waiting?.resolve(reply.answer)
  }
  const fail = () => {
    worker.terminate()
    failed ??= fallback()
    for (const { question, resolve, reject } of pending.values())
      failed.then((onPage) => onPage(question)).then(resolve, reject)
    pending.clear()
  }
  const bootAnswer = boot?.query
    ? new Promise<WorkerSearch | null>((resolve, reject) =>
        pending.set(bootId, {
          question: { ...bootQuestion, kind: 'search', query: boot.query },
          resolve: resolve as Pending['resolve'],
          reject,
        }),
      )
    : undefined
  worker.onmessage = (event: MessageEvent<WorkerReply>) => settle(event.data)
  worker.onerror = fail
  for (const reply of boot?.replies ?? []) settle(reply)
  if (boot?.failed) fail()
  return { ask, bootAnswer }
}

/**
 * Questions to each bundle's worker: the first bundle's is the one the boot script started,
 * the others start at their first question. Where a worker cannot start or fails, the page's
 * thread answers.
 */
function searchWorkers(): {
  ask: Ask
  boot?: { query: string; answer: Promise<WorkerSearch | null> }
} {
  let page: Promise<Ask> | undefined
  const onPage = () => (page ??= askPage())
  const perBundle = new Map<string, Ask>()
  const boot = takeBoot()
  let bootSearch: { query: string; answer: Promise<WorkerSearch | null> } | undefined
  if (boot) {
    const adopted = workerAsk(boot.worker, onPage, boot)
    perBundle.set(pagefindFiles.bundlesRoot, adopted.ask)
    if (adopted.bootAnswer) bootSearch = { query: boot.query, answer: adopted.bootAnswer }
  }
  const askFor = (bundle: string): Ask => {
    let ask = perBundle.get(bundle)
    if (!ask) {
      try {
        ask = workerAsk(new Worker(searchWorkerUrl(bundle), { type: 'module' }), onPage).ask
      } catch {
        ask = (question) => onPage().then((onThread) => onThread(question))
      }
      perBundle.set(bundle, ask)
    }
    return ask
  }
  return { ask: (question) => askFor(question.bundle)(question), boot: bootSearch }
}

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
