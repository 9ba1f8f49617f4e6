import type { Card } from '@/lib/content'

/** Byline, read time and date, in one line that wraps gracefully. */
export function CardMeta({
  card,
  className = '',
}: {
  card: Pick<Card, 'author' | 'readTime' | 'dateText' | 'publishedAt'>
  className?: string
}) {
  return (
    <p className={`text-muted flex flex-wrap items-center gap-x-2 gap-y-1 text-xs ${className}`}>
      <span>{card.author}</span>
      <span aria-hidden="true">·</span>
      <span>{card.readTime}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={card.publishedAt}>{card.dateText}</time>
    </p>
  )
}
