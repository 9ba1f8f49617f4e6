import type { Card } from '@/lib/content'
import { MetaLine } from '@/app/_components/MetaLine'

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
  return (
    <MetaLine className={`text-muted text-xs ${className}`} hideFirstOnPhone={!bylineOnPhone}>
      <span>{card.author}</span>
      <span>{card.readTime}</span>
      <time dateTime={card.publishedAt}>{card.dateText}</time>
    </MetaLine>
  )
}
