import { limits, paths } from '@/schemas/vocabulary'
import { SearchIcon } from '@/app/_components/icons/SearchIcon'

/**
 * The way into search from every page: a plain form that opens the search page with the words
 * typed. It needs no script, so no page but the search page pays for search.
 */
export function SearchForm({
  id,
  className = '',
  label = 'Site search',
}: {
  id: string
  className?: string
  /** The landmark's name: a page with a second form names it apart from the header's. */
  label?: string
}) {
  return (
    <form
      role="search"
      aria-label={label}
      action={paths.search}
      method="get"
      className={`flex ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        Search articles
      </label>
      <input
        id={id}
        type="search"
        name="q"
        maxLength={limits.searchQuery}
        placeholder="Search articles"
        autoComplete="off"
        className="border-rule focus:border-navy min-w-0 flex-1 rounded-l-sm border bg-white px-3 py-2 text-sm"
      />
      <button
        type="submit"
        className="bg-navy hover:bg-accent rounded-r-sm px-3 text-white"
        aria-label="Search"
      >
        <SearchIcon width={18} height={18} />
      </button>
    </form>
  )
}
