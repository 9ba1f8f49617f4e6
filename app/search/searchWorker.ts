import type {
  BundleList,
  PagefindInstance,
  PagefindModule,
  PagefindResult,
  SearchAnswers,
  SearchQuestion,
  WorkerMessage,
  WorkerReply,
} from './pagefind'

/**
 * The search worker: Pagefind reads and searches the index here, off the page's thread, which
 * is busy hydrating as the first search runs. scripts/search-index.ts writes it, transpiled, next
 * to Pagefind's own script (pagefindFiles.worker). Where a module worker cannot start, the page
 * imports this module and calls `answer` on its own thread. Type imports only: nothing else
 * would resolve once it is served.
 */

/** Searches whose results a page may still ask about ("Show more results"). */
const searchesKept = 8

// Pagefind's script sits beside this one in the index's folder.
const pagefindScript = new URL('pagefind.js', import.meta.url).href
let pagefindLoading: Promise<PagefindModule> | undefined
function pagefindModule(): Promise<PagefindModule> {
  if (!pagefindLoading) {
    pagefindLoading = import(/* webpackIgnore: true */ pagefindScript) as Promise<PagefindModule>
    // A script that did not load is asked for again by the next question.
    pagefindLoading.catch(() => (pagefindLoading = undefined))
  }
  return pagefindLoading
}
const bundles = new Map<string, Promise<PagefindInstance>>()
const searches = new Map<number, PagefindResult[]>()
let searchCount = 0

/**
 * Settles once the first bundle's index has answered, so its WebAssembly is running. Pagefind
 * keeps one WebAssembly instance per thread: instances that load it at the same time each start
 * one, and the last to finish replaces the others' under them, so their indexes read each
 * other's memory (Pagefind's own mergeIndex waits in the same way). A worker serves one bundle;
 * this matters on the page's thread, which serves them all when no worker can start.
 */
let webAssemblyReady: Promise<unknown> | undefined

/** One bundle's index, started once. */
function bundle(basePath: string): Promise<PagefindInstance> {
  let engine = bundles.get(basePath)
  if (!engine) {
    const firstBundle = webAssemblyReady
    engine = pagefindModule().then(async (pagefind) => {
      await firstBundle
      // Result links from the site's root, as the page shows them (in a worker Pagefind would
      // make them absolute); on the page's thread, Pagefind must not start a worker of its own.
      const instance = pagefind.createInstance({ basePath, baseUrl: '/', noWorker: true })
      await instance.init()
      return instance
    })
    // A first bundle that fails lets the others start all the same.
    webAssemblyReady ??= engine.then((instance) => instance.filters()).catch(() => {})
    engine.catch(() => bundles.delete(basePath))
    bundles.set(basePath, engine)
  }
  return engine
}

async function search({
  bundle: basePath,
  query,
  options,
  warm,
}: SearchQuestion & { kind: 'search' }) {
  const engine = await bundle(basePath)
  // A search counts its results by filter only with every filter chunk in; the index chunks
  // it needs load beside them.
  await Promise.all([engine.filters(), query === null ? null : engine.preload(query, options)])
  const found = await engine.search(query, options)
  if (!found) return null
  const id = ++searchCount
  searches.set(id, found.results)
  for (const old of searches.keys()) if (searches.size > searchesKept) searches.delete(old)
  // The page shows the first results at once: their text is fetched while the answer travels.
  for (const result of found.results.slice(0, warm)) void result.data().catch(() => {})
  return {
    search: id,
    results: found.results.map(({ id, score }) => ({ id, score })),
    filters: found.filters,
    totalFilters: found.totalFilters,
  }
}

async function data(question: SearchQuestion & { kind: 'data' }) {
  const result = searches.get(question.search)?.[question.result]
  if (!result) throw new Error(`Search ${question.search} has no result ${question.result} kept.`)
  const { url, excerpt, meta } = await result.data()
  return { url, excerpt, meta }
}

/** The answer to one of the page's questions. */
export async function answer<K extends SearchQuestion['kind']>(
  question: Extract<SearchQuestion, { kind: K }>,
): Promise<SearchAnswers[K]> {
  // Each branch returns its own kind's answer; TypeScript cannot narrow K through the switch.
  const narrowed = question as SearchQuestion
  switch (narrowed.kind) {
    case 'search':
      return (await search(narrowed)) as SearchAnswers[K]
    case 'data':
      return (await data(narrowed)) as SearchAnswers[K]
    case 'filters':
      return (await (await bundle(narrowed.bundle)).filters()) as SearchAnswers[K]
  }
}

/** Pagefind's gzip files, which it inflates in script unless they arrive inflated. */
const gzipFile = /\.(pf_meta|pf_index|pf_filter|pf_fragment|pagefind)$/

/** A response of one of those files, inflated by the browser's own decoder when it is gzip. */
async function inflated(response: Response): Promise<Response> {
  if (!response.ok || typeof DecompressionStream !== 'function') return response
  const bytes = new Uint8Array(await response.arrayBuffer())
  // A host that serves them with Content-Encoding has had the browser inflate them already.
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b)
    return new Response(bytes, { status: response.status, headers: response.headers })
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip')))
}

/**
 * Pagefind's fetches, in this worker: the files every first search of its bundle reads are
 * asked for at once as it starts (the index lists them in bundles.json; Pagefind would ask one after another), and
 * its gzip files come inflated natively, which Pagefind recognises and leaves as they are.
 */
function fetchAhead(ownBundle: string): void {
  const plainFetch = globalThis.fetch.bind(globalThis)
  const early = new Map<string, Promise<Response>>()
  const listed = plainFetch(new URL('bundles.json', import.meta.url))
    .then((response) => (response.ok ? (response.json() as Promise<BundleList>) : null))
    .then((list) => {
      for (const file of list?.firstFiles[ownBundle] ?? []) {
        const response = plainFetch(file)
        // A failure reaches Pagefind when it asks for the file; unasked, it is no error.
        response.catch(() => {})
        early.set(new URL(file, import.meta.url).href, response)
      }
    })
    .catch(() => {})
  globalThis.fetch = async (input, init) => {
    await listed
    const url = new URL(input instanceof Request ? input.url : String(input), import.meta.url)
    const ahead = early.get(url.href)
    early.delete(url.href)
    const response = await (ahead ?? plainFetch(input, init))
    return gzipFile.test(url.pathname) ? inflated(response) : response
  }
}

// In a worker, questions come as messages; imported by a page, there is no window to listen on,
// and the page's own fetch is left alone.
if (typeof window === 'undefined') {
  // The bundle this worker serves (searchWorkerUrl); the page asks it of that bundle only.
  fetchAhead(new URL(import.meta.url).searchParams.get('bundle') ?? '')
  void pagefindModule().catch(() => {})
  const scope = globalThis as unknown as {
    onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null
    postMessage: (reply: WorkerReply) => void
  }
  scope.onmessage = ({ data: { id, question } }) =>
    void answer(question).then(
      (result) => scope.postMessage({ id, answer: result }),
      (error: unknown) => scope.postMessage({ id, error: String(error) }),
    )
}
