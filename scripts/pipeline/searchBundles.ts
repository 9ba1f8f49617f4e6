import { pagefindFiles } from '@/app/search/pagefindApi'

/**
 * Pagefind holds every page in memory, about half a megabyte each while it writes (4.7 GiB for
 * 10,000 articles), so a large site is indexed in bundles of this many, newest first, one process
 * after another; the search page searches them all in turn (app/search/pagefind.ts).
 */
export const articlesPerSearchBundle = 5000

export interface SearchableArticle {
  url: string
  /** The instant the page gives Pagefind to sort by (ISO 8601, so it sorts as text). */
  published: string
}

const publishedSort = /data-pagefind-sort="published:([^"]+)"/

/**
 * The publish instant an article page marks for search, as ISO 8601; null when the mark is
 * missing or not a date. A new string, not a slice that would keep the whole page in memory.
 */
export function publishedMark(html: string): string | null {
  const mark = publishedSort.exec(html)?.[1]
  const time = mark ? Date.parse(mark) : Number.NaN
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/** Where bundle `index` (0 = newest) is served; the first is Pagefind's usual place. */
export function bundleBasePath(index: number): string {
  const primary = pagefindFiles.bundlesRoot
  return index === 0 ? primary : `${primary}part-${index + 1}/`
}

/** Articles newest first (ties by URL), cut into bundles of at most `perBundle`. */
export function searchBundles<T extends SearchableArticle>(
  articles: readonly T[],
  perBundle = articlesPerSearchBundle,
): T[][] {
  if (!Number.isInteger(perBundle) || perBundle < 1)
    throw new Error(`Articles per search bundle must be a whole number above 0, not ${perBundle}.`)
  const newestFirst = [...articles].sort((a, b) =>
    a.published === b.published ? a.url.localeCompare(b.url) : a.published < b.published ? 1 : -1,
  )
  const bundles: T[][] = []
  for (let start = 0; start < newestFirst.length; start += perBundle)
    bundles.push(newestFirst.slice(start, start + perBundle))
  return bundles
}
