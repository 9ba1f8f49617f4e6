import { Children, type ReactNode } from 'react'

/**
 * A line of facts with a "·" between them (byline, read time, date) that wraps without leaving a
 * separator at either end of a line. Each separator belongs to the fact after it, so no line can
 * end with one, and the line's box is shifted left by one separator and clipped there, so the one
 * that starts a line is cut off. CSS has no selector for "first on its line": this is the usual
 * way round it.
 */
export function MetaLine({
  children,
  className = '',
  hideFirstOnPhone = false,
}: {
  children: ReactNode
  className?: string
  /** Below 640 px, leave out the first fact (the byline, where every story is the desk's). */
  hideFirstOnPhone?: boolean
}) {
  const facts = Children.toArray(children)
  return (
    <p data-meta-line className={`overflow-x-clip ${className}`}>
      <span className="-ml-[1.25em] flex flex-wrap items-center gap-y-1">
        {facts.map((fact, index) => (
          <span
            key={index}
            data-meta-fact
            className={`relative pl-[1.25em] ${index === 0 && hideFirstOnPhone ? 'max-sm:hidden' : ''}`}
          >
            <span aria-hidden="true" className="absolute left-0 w-[1.25em] text-center">
              ·
            </span>
            {fact}
          </span>
        ))}
      </span>
    </p>
  )
}
