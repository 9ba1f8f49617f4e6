import type { Card } from '@/lib/content'

/** Byline, read time and date, in one line that wraps gracefully. */
export function CardMeta({
  card,
  className = '',
  bylineOnPhone = true,
}: {
  card: Pick<Card, 'author' | 'readTime' | 'dateText' | 'publishedAt'>
  className?: string
  /** Off where space is short: on a phone the desk's name takes a line of its own, on every story. */
  bylineOnPhone?: boolean
}) {
  const byline = bylineOnPhone ? '' : 'max-sm:hidden'
  return (
    <p className={`text-muted flex flex-wrap items-center gap-x-2 gap-y-1 text-xs ${className}`}>
      <span className={byline}>{card.author}</span>
      <span aria-hidden="true" className={byline}>
        ·
      </span>
      <span>{card.readTime}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={card.publishedAt}>{card.dateText}</time>
    </p>
  )
}
