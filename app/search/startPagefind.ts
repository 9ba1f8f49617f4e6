import type { pagefindStart } from '@/app/search/pagefind'
import type { BundleList, PagefindApi, PagefindSearch } from '@/app/search/pagefindApi'

/**
 * What starting Pagefind leaves for the page's script: Pagefind, the bundles it searches, and
 * the address's search when it is words alone.
 */
export interface StartedPagefind {
  pagefind: PagefindApi
  bundles: string[]
  first?: { query: string; search: Promise<PagefindSearch> }
}

/**
 * Starts Pagefind over every bundle of the index (Pagefind's own mergeIndex merges them into the
 * first), with the filters and the address's words loading, and runs the address's search when
 * it is words alone: as an inline script on the search page, run as the parser reaches it, long
 * before React hydrates (page.tsx sends this function's own text). So it is self-contained:
 * what it needs comes in `start`, and it leaves its promise on the window for the page's script
 * (loadSearch). Its error says when the site has no index (`indexMissing`), as under `next dev`.
 */
export function startPagefind(start: typeof pagefindStart): void {
  const listed = fetch(start.bundles).then(async (response) => {
    if (!response.ok)
      throw Object.assign(new Error(`${start.bundles}: HTTP ${response.status}`), {
        indexMissing: response.status === 404,
      })
    const list = (await response.json()) as BundleList
    // The files every first search reads, asked for at once: Pagefind asks for them one after
    // another, and finds them arrived (or on their way).
    for (const href of Object.values(list.firstFiles).flat())
      document.head.append(
        Object.assign(document.createElement('link'), {
          rel: 'preload',
          as: 'fetch',
          crossOrigin: 'anonymous',
          href,
        }),
      )
    return list.bundles
  })
  const started = (async () => {
    let pagefind: PagefindApi
    try {
      pagefind = (await import(/* webpackIgnore: true */ start.script)) as PagefindApi
    } catch (error) {
      await listed // a missing index says so
      throw error
    }
    // Pagefind runs on this thread: its own worker took as long to start as it saved (measured
    // in docs/PERFORMANCE.md), and is one more script. The first bundle, beside its script,
    // starts at once; the others merge in as the list comes.
    await pagefind.options({
      baseUrl: '/',
      noWorker: true,
      mergeFilter: { [start.bundleFilter]: '0' },
    })
    const address = new URLSearchParams(location.search)
    const words = (address.get('q') ?? '').slice(0, start.queryLimit).trim()
    // Every filter chunk and the words' index chunks, of every bundle merged so far: a search
    // counts its results by filter only once all filter chunks are in.
    const ready = () => Promise.all([pagefind.filters(), words ? pagefind.preload(words) : null])
    ready().catch(() => {})
    const bundles = await listed
    for (const [index, bundle] of bundles.entries())
      if (index > 0)
        // A bundle that does not load fails every search, which says so.
        pagefind
          .mergeIndex(bundle, {
            baseUrl: '/',
            mergeFilter: { [start.bundleFilter]: String(index) },
          })
          .catch(() => {})
    if (!words || [...address.keys()].some((key) => key !== 'q')) return { pagefind, bundles }
    const search = ready()
      .then(() => pagefind.search(words))
      .then((found) => {
        for (const result of found.results.slice(0, start.resultsPerPage))
          result.data().catch(() => {})
        return found
      })
    search.catch(() => {}) // the page's script reports it
    return { pagefind, bundles, first: { query: words, search } }
  })()
  started.catch(() => {}) // the page's script reports it
  ;(window as unknown as Record<string, Promise<StartedPagefind>>)[start.key] = started
}
