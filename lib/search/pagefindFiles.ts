import { limits } from '@/schemas/vocabulary'

/**
 * The search index as the site publishes it: where scripts/search-index.ts writes it (the
 * language is fixed to English there), how the search page starts it, and the boot file that
 * starts it before the page's own script runs.
 */

export const pagefindFiles = {
  directory: '/pagefind',
  script: '/pagefind/pagefind.js',
  wasm: '/pagefind/wasm.en.pagefind',
  boot: '/pagefind/boot.js',
} as const

/**
 * Pagefind's settings on the search page: on the page's thread, the WebAssembly preloaded with
 * the page is used as it is (a worker would fetch it again); a news site's index searches in
 * milliseconds.
 */
export const pagefindOptions = { noWorker: true } as const

/** Results shown at once; "Show more results" adds as many again. */
export const resultsPerPage = 10

/**
 * The boot file, a module the search page loads as it is parsed, long before React hydrates: it
 * starts Pagefind and runs the search in the address, fetching the index chunks and the first
 * results' text, which Pagefind keeps; when the page's own script asks the same, the answer is
 * at hand, from the same module instance.
 */
export const bootSource = `const p=await import(${JSON.stringify(pagefindFiles.script)});await p.options(${JSON.stringify(pagefindOptions)});await p.init();const q=new URLSearchParams(location.search).get("q");if(q&&q.trim())(await p.search(q.trim().slice(0,${limits.searchQuery}))).results.slice(0,${resultsPerPage}).map(r=>r.data())\n`
