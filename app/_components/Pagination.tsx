import { SiteLink as Link } from '@/app/_components/SiteLink'

interface PaginationProps {
  page: number
  pageCount: number
  href: (page: number) => string
}

/** Page numbers to show: the ends, and two either side of the current page. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const shown = [...new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b)
  return shown.flatMap((n, index) =>
    index > 0 && n - shown[index - 1]! > 1 ? (['gap', n] as const) : [n],
  )
}

const itemClass =
  'grid h-10 min-w-10 place-items-center rounded-sm border px-3 text-sm font-semibold'
const linkClass = `${itemClass} border-rule text-navy hover:border-navy bg-white`
const currentClass = `${itemClass} bg-navy border-navy text-white`

export function Pagination({ page, pageCount, href }: PaginationProps) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Pagination" className="mt-14 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={linkClass}>
          Previous
        </Link>
      ) : null}
      <ol className="flex flex-wrap items-center gap-2">
        {visiblePages(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="text-muted px-1">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={href(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                className={item === page ? currentClass : linkClass}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link href={href(page + 1)} rel="next" className={linkClass}>
          Next
        </Link>
      ) : null}
    </nav>
  )
}
