'use client'

import { useId, useState } from 'react'
import type { FilterCounts } from '@/app/search/pagefindApi'

/** Filters a reader can combine: any of the ticked values within a group, every group. */
export const filterGroups = [
  { key: 'category', label: 'Category' },
  { key: 'month', label: 'Month' },
] as const
export type FilterKey = (typeof filterGroups)[number]['key']
export type Selected = Record<FilterKey, string[]>
export type Sort = 'relevance' | 'newest'

interface SearchFiltersProps {
  /** Every value of each filter, whatever the search. */
  values: FilterCounts
  /** How many of the current results carry each value. */
  counts: FilterCounts
  selected: Selected
  onToggle: (key: FilterKey, value: string) => void
  sort: Sort
  onSort: (sort: Sort) => void
}

const byGroupOrder = (key: FilterKey) => (a: string, b: string) =>
  key === 'month' ? Date.parse(`1 ${b}`) - Date.parse(`1 ${a}`) : a.localeCompare(b)

/**
 * The filters and the order. On a phone they wait behind one Filter button, which says how many
 * values are ticked, so the results come first; on a wide screen they stand beside the results.
 * A value none of the results carries is dimmed, in a grey that stays legible (it can still be
 * ticked, to add its stories).
 */
export function SearchFilters({
  values,
  counts,
  selected,
  onToggle,
  sort,
  onSort,
}: SearchFiltersProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const ticked = filterGroups.reduce((sum, { key }) => sum + selected[key].length, 0)
  return (
    // On a wide screen the filters stay in view beside a long page of results and ways on, below
    // the sticky header (which would otherwise scroll over them).
    <aside
      aria-label="Filters"
      className="lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start"
    >
      <button
        type="button"
        className="button-secondary py-2 lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {ticked ? `Filter (${ticked})` : 'Filter'}
      </button>
      <div id={panelId} className={`${open ? 'mt-6' : 'hidden'} lg:mt-0 lg:block`}>
        {filterGroups.map(({ key, label }) => {
          const names = Object.keys(values[key] ?? {}).sort(byGroupOrder(key))
          if (names.length === 0) return null
          return (
            <fieldset key={key} className="border-rule mb-6 border-b pb-4">
              <legend className="kicker">{label}</legend>
              <ul className="mt-3 space-y-2">
                {names.map((value) => {
                  const checked = selected[key].includes(value)
                  const count = counts[key]?.[value] ?? 0
                  return (
                    <li key={value} className={count === 0 && !checked ? 'text-muted' : undefined}>
                      <label className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          checked={checked}
                          onChange={() => onToggle(key, value)}
                        />
                        <span>{value}</span>
                        <span className="text-muted">({count})</span>
                      </label>
                    </li>
                  )
                })}
              </ul>
            </fieldset>
          )
        })}
        <label className="flex flex-col gap-2 text-sm">
          <span className="kicker">Order</span>
          <select
            value={sort}
            onChange={(event) => onSort(event.target.value as Sort)}
            className="border-rule rounded-sm border bg-white px-2 py-2"
          >
            <option value="relevance">Best match</option>
            <option value="newest">Newest first</option>
          </select>
        </label>
      </div>
    </aside>
  )
}
