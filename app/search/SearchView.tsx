'use client'

import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { limits } from '@/schemas/vocabulary'
import { SearchIcon } from '@/app/_components/icons/SearchIcon'
import {
  firstResultsMark,
  loadSearch,
  resultsPerPage,
  type SearchEngine,
} from '@/app/search/pagefind'
import type { FilterCounts, PagefindResult, PagefindResultData } from '@/app/search/pagefindApi'
import {
  filterGroups,
  SearchFilters,
  type FilterKey,
  type Selected,
  type Sort,
} from '@/app/search/SearchFilters'

const typingPauseMs = 150

interface Found {
  query: string
  total: number
  shown: PagefindResultData[]
  rest: PagefindResult[]
  counts: FilterCounts
}

type Status =
  | { kind: 'static' }
  | { kind: 'loading' }
  | { kind: 'failed'; indexMissing: boolean }
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done'; found: Found }

const fromUrl = () => {
  const params = new URLSearchParams(window.location.search)
  return {
    query: (params.get('q') ?? '').slice(0, limits.searchQuery),
    selected: Object.fromEntries(
      filterGroups.map(({ key }) => [key, params.getAll(key)]),
    ) as Selected,
    sort: (params.get('sort') === 'newest' ? 'newest' : 'relevance') as Sort,
  }
}

function toUrl(query: string, selected: Selected, sort: Sort) {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  for (const { key } of filterGroups) for (const value of selected[key]) params.append(key, value)
  if (sort === 'newest') params.set('sort', 'newest')
  const search = params.toString()
  const url = `${window.location.pathname}${search ? `?${search}` : ''}`
  // Next's router does work on every replaceState; the address the page opened with needs none.
  if (url !== `${window.location.pathname}${window.location.search}`)
    window.history.replaceState(null, '', url)
}

const show = (results: PagefindResult[]) => Promise.all(results.map((result) => result.data()))

/**
 * Pagefind's excerpt as React text: its page text is not escaped, and only its own <mark>s
 * become elements, so nothing a page says turns into markup.
 */
export const marked = (excerpt: string) =>
  excerpt
    .split(/<mark>(.*?)<\/mark>/)
    .map((part, index) => (index % 2 ? <mark key={index}>{part}</mark> : part))

function message(status: Status): string {
  switch (status.kind) {
    case 'static':
      return '' // the page as built: without its script, the <noscript> says why
    case 'loading':
      return 'Loading search…'
    case 'failed':
      return status.indexMissing
        ? 'Search runs on the built site: this copy has no search index. Build and serve it with npm start.'
        : 'Search could not load. Check your connection and reload the page.'
    case 'idle':
      return 'Type a word or two, or pick a category or month.'
    case 'searching':
      return 'Searching…'
    case 'done': {
      const { query, total } = status.found
      const words = query ? ` for “${query}”` : ''
      if (total === 0)
        return `No articles found${words}. Try fewer or different words, or clear the filters.`
      return `${total} article${total === 1 ? '' : 's'}${words}`
    }
  }
}

/** Results as the reader types, with filters by category and month; all state lives in the URL. */
export function SearchView({ suggestions }: { suggestions: ReactNode }) {
  const inputId = useId()
  const [searchEngine, setSearchEngine] = useState<SearchEngine | null>(null)
  const [status, setStatus] = useState<Status>({ kind: 'static' })
  const [query, setQuery] = useState('')
  const [selected, setSelected] = useState<Selected>({ category: [], month: [] })
  const [sort, setSort] = useState<Sort>('relevance')
  const [allCounts, setAllCounts] = useState<FilterCounts>({})
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const initial = fromUrl()
    // Words typed before the page's script ran are kept, as the address had none.
    setQuery(initial.query || (input.current?.value ?? '').slice(0, limits.searchQuery))
    setSelected(initial.selected)
    setSort(initial.sort)
    setStatus({ kind: 'loading' })
    const fail = (error: unknown) =>
      setStatus({
        kind: 'failed',
        // startPagefind's word for a site served without its index, as `next dev` serves it.
        indexMissing: (error as { indexMissing?: unknown }).indexMissing === true,
      })
    loadSearch().then((loaded) => {
      setSearchEngine(loaded)
      // The filters' full counts load beside the first search, which does not wait for them;
      // an index that cannot give them cannot search either.
      loaded.filters().then(setAllCounts, fail)
    }, fail)
  }, [])

  // For the benchmark: the moment the first results are in the page.
  useLayoutEffect(() => {
    if (status.kind === 'done' && !performance.getEntriesByName(firstResultsMark).length)
      performance.mark(firstResultsMark)
  }, [status])

  // Every change of words, filters or order searches again, after a pause in typing, and the
  // search under way is dropped; the search the page opened with runs at once.
  const searched = useRef(false)
  useEffect(() => {
    if (!searchEngine) return
    toUrl(query, selected, sort)
    let dropped = false
    const typed = query.trim()
    const run = async () => {
      if (!typed && filterGroups.every(({ key }) => selected[key].length === 0))
        return setStatus({ kind: 'idle' })
      setStatus({ kind: 'searching' })
      try {
        const search = await searchEngine.search({
          query: typed || null,
          filters: selected,
          newest: sort === 'newest',
        })
        if (dropped) return
        const shown = await show(search.results.slice(0, resultsPerPage))
        if (dropped) return
        setStatus({
          kind: 'done',
          found: {
            query: typed,
            total: search.results.length,
            shown,
            rest: search.results.slice(resultsPerPage),
            counts: search.filters,
          },
        })
      } catch {
        if (!dropped) setStatus({ kind: 'failed', indexMissing: false })
      }
    }
    const timer = setTimeout(() => void run(), searched.current ? typingPauseMs : 0)
    searched.current = true
    return () => {
      dropped = true
      clearTimeout(timer)
    }
  }, [searchEngine, query, selected, sort])

  async function showMore(found: Found) {
    const more = await show(found.rest.slice(0, resultsPerPage))
    setStatus({
      kind: 'done',
      found: { ...found, shown: [...found.shown, ...more], rest: found.rest.slice(resultsPerPage) },
    })
  }

  const toggle = (key: FilterKey, value: string) =>
    setSelected((current) => ({
      ...current,
      [key]: current[key].includes(value)
        ? current[key].filter((item) => item !== value)
        : [...current[key], value],
    }))

  return (
    // Two rows beside the filters: the field's, as tall as the field, and the results', which
    // takes what the filters need beyond it (the results had started level with the filters' end).
    <div className="mt-8 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10">
      <form
        role="search"
        aria-label="Search articles"
        className="lg:col-start-2"
        onSubmit={(event) => event.preventDefault()}
        action="/search"
        method="get"
      >
        <label htmlFor={inputId} className="text-sm font-semibold">
          Search articles
        </label>
        <div className="mt-2 flex">
          <input
            ref={input}
            id={inputId}
            type="search"
            name="q"
            value={query}
            maxLength={limits.searchQuery}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value.slice(0, limits.searchQuery))}
            className="border-rule focus:border-navy min-w-0 flex-1 rounded-l-sm border bg-white px-4 py-3 text-base"
          />
          <button
            type="submit"
            aria-label="Search"
            className="bg-navy hover:bg-accent rounded-r-sm px-4 text-white"
          >
            <SearchIcon width={20} height={20} />
          </button>
        </div>
      </form>

      <SearchFilters
        values={allCounts}
        counts={status.kind === 'done' ? status.found.counts : allCounts}
        selected={selected}
        onToggle={toggle}
        sort={sort}
        onSort={setSort}
      />

      <div className="lg:col-start-2">
        <section aria-label="Search results">
          <p role="status" className="text-ink-soft text-sm">
            {message(status)}
          </p>
          {status.kind === 'done' && status.found.shown.length > 0 ? (
            <>
              <ol className="mt-6 space-y-8">
                {status.found.shown.map((data) => (
                  <li key={data.url}>
                    <article>
                      <h2 className="headline text-xl">
                        <a href={data.url} className="text-navy hover:text-accent">
                          {data.meta.title}
                        </a>
                      </h2>
                      <p className="text-muted mt-1 text-sm">
                        {[data.meta.date, data.meta.category].filter(Boolean).join(' · ')}
                      </p>
                      <p className="text-ink-soft mt-2">{marked(data.excerpt)}</p>
                    </article>
                  </li>
                ))}
              </ol>
              {status.found.rest.length > 0 ? (
                <button
                  type="button"
                  className="button-secondary mt-8"
                  onClick={() => void showMore(status.found)}
                >
                  Show more results
                </button>
              ) : null}
            </>
          ) : null}
        </section>
        {/* Where to go on when there is nothing to show: not results, so outside their list. */}
        {status.kind === 'idle' || (status.kind === 'done' && status.found.total === 0)
          ? suggestions
          : null}
      </div>
    </div>
  )
}
