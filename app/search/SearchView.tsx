'use client'

import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { limits } from '@/schemas/vocabulary'
import { SearchIcon } from '../_components/icons/SearchIcon'
import { loadSearch } from './loadSearch'
import {
  excerptParts,
  firstResultsMark,
  resultsPerPage,
  type FilterCounts,
  type SearchEngine,
  type PagefindResult,
  type PagefindResultData,
} from './pagefind'

/** Filters a reader can combine: any of the ticked values within a group. */
const filterGroups = [
  { key: 'category', label: 'Category' },
  { key: 'month', label: 'Month' },
] as const
type FilterKey = (typeof filterGroups)[number]['key']
type Selected = Record<FilterKey, string[]>
type Sort = 'relevance' | 'newest'

// The search worker is taken over as soon as this script arrives, while React is still hydrating.
if (typeof window !== 'undefined') void loadSearch().catch(() => {})

const typingPauseMs = 150

interface Found {
  query: string
  total: number
  shown: (PagefindResultData & { id: string })[]
  rest: PagefindResult[]
  counts: FilterCounts
}

type Status =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done'; found: Found }

const fromUrl = () => {
  const params = new URLSearchParams(window.location.search)
  return {
    query: (params.get('q') ?? '').slice(0, limits.searchQuery),
    selected: {
      category: params.getAll('category'),
      month: params.getAll('month'),
    } satisfies Selected,
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

const describe = (query: string, total: number) => {
  const words = query ? ` for “${query}”` : ''
  return total === 1 ? `1 article${words}` : `${total} articles${words}`
}

/** Results as the reader types, with filters by category and month; all state lives in the URL. */
export function SearchView() {
  const inputId = useId()
  const [searchEngine, setSearchEngine] = useState<SearchEngine | null>(null)
  const [status, setStatus] = useState<Status>({ kind: 'loading' })
  const [query, setQuery] = useState('')
  const [selected, setSelected] = useState<Selected>({ category: [], month: [] })
  const [sort, setSort] = useState<Sort>('relevance')
  const [allCounts, setAllCounts] = useState<FilterCounts>({})
  const latest = useRef(0)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const initial = fromUrl()
    // Words typed before the page's script ran are kept, as the address had none.
    setQuery(initial.query || (input.current?.value ?? '').slice(0, limits.searchQuery))
    setSelected(initial.selected)
    setSort(initial.sort)
    loadSearch().then(
      (loaded) => {
        setSearchEngine(loaded)
        // The filters' full counts load beside the first search, which does not wait for them;
        // an index that cannot give them cannot search either.
        loaded.filters().then(setAllCounts, () => setStatus({ kind: 'failed' }))
      },
      () => setStatus({ kind: 'failed' }),
    )
  }, [])

  const run = useCallback(
    async (engine: SearchEngine, words: string, chosen: Selected, order: Sort) => {
      const ticket = ++latest.current
      const filters = Object.fromEntries(
        filterGroups.flatMap(({ key }) => (chosen[key].length ? [[key, chosen[key]]] : [])),
      )
      const anyFilter = Object.keys(filters).length > 0
      if (!words.trim() && !anyFilter) return setStatus({ kind: 'idle' })
      setStatus({ kind: 'searching' })
      try {
        const search = await engine.search(words.trim() || null, {
          filters,
          ...(order === 'newest' ? { sort: { published: 'desc' } } : {}),
        })
        if (ticket !== latest.current || !search) return
        const first = search.results.slice(0, resultsPerPage)
        const shown = await Promise.all(
          first.map(async (result) => ({ id: result.id, ...(await result.data()) })),
        )
        if (ticket !== latest.current) return
        setStatus({
          kind: 'done',
          found: {
            query: words.trim(),
            total: search.results.length,
            shown,
            rest: search.results.slice(resultsPerPage),
            counts: search.filters,
          },
        })
      } catch {
        if (ticket === latest.current) setStatus({ kind: 'failed' })
      }
    },
    [],
  )

  // For the benchmark: the moment the first results are in the page.
  useLayoutEffect(() => {
    if (status.kind === 'done' && !performance.getEntriesByName(firstResultsMark).length)
      performance.mark(firstResultsMark)
  }, [status])

  // Every change of words, filters or order searches again, after a pause in typing; the
  // search the page opened with runs at once.
  const searched = useRef(false)
  useEffect(() => {
    if (!searchEngine) return
    toUrl(query, selected, sort)
    const pause = searched.current ? typingPauseMs : 0
    searched.current = true
    const timer = setTimeout(() => void run(searchEngine, query, selected, sort), pause)
    return () => clearTimeout(timer)
  }, [searchEngine, query, selected, sort, run])

  async function showMore(found: Found) {
    const next = found.rest.slice(0, resultsPerPage)
    const more = await Promise.all(
      next.map(async (result) => ({ id: result.id, ...(await result.data()) })),
    )
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

  const counts = status.kind === 'done' ? status.found.counts : allCounts
  const message =
    status.kind === 'loading'
      ? 'Loading search…'
      : status.kind === 'failed'
        ? 'Search could not load. Check your connection and reload the page.'
        : status.kind === 'idle'
          ? 'Type a word or two, or pick a category or month.'
          : status.kind === 'searching'
            ? 'Searching…'
            : status.found.total === 0
              ? `No articles found${status.found.query ? ` for “${status.found.query}”` : ''}. Try fewer or different words, or clear the filters.`
              : describe(status.found.query, status.found.total)

  return (
    <div className="mt-8 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
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

      <aside aria-label="Filters" className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        {filterGroups.map(({ key, label }) => {
          const values = Object.entries(allCounts[key] ?? {}).sort(([a], [b]) =>
            key === 'month' ? Date.parse(`1 ${b}`) - Date.parse(`1 ${a}`) : a.localeCompare(b),
          )
          if (values.length === 0) return null
          return (
            <fieldset key={key} className="border-rule mb-6 border-b pb-4">
              <legend className="kicker">{label}</legend>
              <ul className="mt-3 space-y-2">
                {values.map(([value]) => (
                  <li key={value}>
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={selected[key].includes(value)}
                        onChange={() => toggle(key, value)}
                      />
                      <span>{value}</span>
                      <span className="text-muted">({counts[key]?.[value] ?? 0})</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )
        })}
        <label className="flex flex-col gap-2 text-sm">
          <span className="kicker">Order</span>
          <select
            value={sort}
            onChange={(event) => setSort(event.target.value as Sort)}
            className="border-rule rounded-sm border bg-white px-2 py-2"
          >
            <option value="relevance">Best match</option>
            <option value="newest">Newest first</option>
          </select>
        </label>
      </aside>

      <section aria-label="Search results" className="lg:col-start-2">
        <p role="status" className="text-ink-soft text-sm">
          {message}
        </p>
        {status.kind === 'done' && status.found.shown.length > 0 ? (
          <>
            <ol className="mt-6 space-y-8">
              {status.found.shown.map((result) => (
                <li key={result.id}>
                  <article>
                    <h2 className="headline text-xl">
                      <a href={result.url} className="text-navy hover:text-accent">
                        {result.meta.title}
                      </a>
                    </h2>
                    <p className="text-muted mt-1 text-sm">
                      {[result.meta.date, result.meta.category].filter(Boolean).join(' · ')}
                    </p>
                    <p className="text-ink-soft mt-2">
                      {excerptParts(result.excerpt).map((part, index) =>
                        part.marked ? <mark key={index}>{part.text}</mark> : part.text,
                      )}
                    </p>
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
    </div>
  )
}
