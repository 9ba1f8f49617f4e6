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
  data: () => Promise<PagefindResultData>
}

export type FilterCounts = Record<string, Record<string, number>>

export interface PagefindSearch {
  results: PagefindResult[]
  filters: FilterCounts
  totalFilters: FilterCounts
}

export interface Pagefind {
  options: (options: { noWorker?: boolean }) => Promise<void>
  preload: (query: string) => Promise<void>
  init: () => Promise<void>
  search: (
    query: string | null,
    options?: { filters?: Record<string, string[]>; sort?: Record<string, 'asc' | 'desc'> },
  ) => Promise<PagefindSearch | null>
  filters: () => Promise<FilterCounts>
}

/** Where scripts/search-index.ts writes the index (the language is fixed to English there). */
export const pagefindFiles = {
  script: '/pagefind/pagefind.js',
  wasm: '/pagefind/wasm.en.pagefind',
} as const

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
 * same module instance then serves loadPagefind.
 */
export const bootScript = `const p=await import(${JSON.stringify(pagefindFiles.script)});await p.options(${JSON.stringify(pagefindOptions)});await p.init();const q=new URLSearchParams(location.search).get("q");if(q&&q.trim())(await p.search(q.trim().slice(0,${limits.searchQuery}))).results.slice(0,${resultsPerPage}).map(r=>r.data())`

let loading: Promise<Pagefind> | undefined

export function loadPagefind(): Promise<Pagefind> {
  loading ??= import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ pagefindFiles.script
  ).then(async (module: Pagefind) => {
    await module.options(pagefindOptions)
    await module.init()
    return module
  })
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
