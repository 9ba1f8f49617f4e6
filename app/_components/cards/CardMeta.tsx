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
  // Below 640 px, the byline and the dot after it.
  const phone = bylineOnPhone ? '' : 'max-sm:[&>:nth-child(-n+2)]:hidden'
  return (
    <p
      className={`text-muted flex flex-wrap items-center gap-x-2 gap-y-1 text-xs ${phone} ${className}`}
    >
      <span>{card.author}</span>
      <span aria-hidden="true">·</span>
      <span>{card.readTime}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={card.publishedAt}>{card.dateText}</time>
    </p>
  )
}
