import type { Citation } from '@/lib/content'
import { formatCalendarDate } from '@/lib/content/dates'
import { ExternalIcon } from '@/app/_components/icons/ArrowIcons'

export function Citations({ citations }: { citations: Citation[] }) {
  return (
    <section aria-labelledby="sources-heading" className="border-rule mt-12 border-t pt-8">
      <h2 id="sources-heading" className="headline text-xl">
        Sources
      </h2>
      <ol className="mt-4 space-y-3 text-sm">
        {citations.map((citation) => (
          <li key={citation.url} className="text-ink-soft">
            <a
              href={citation.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-navy link-underline inline font-semibold print:after:content-['_('attr(href)')'] print:after:font-normal"
            >
              {citation.title}
              <ExternalIcon width={14} height={14} className="ml-1 inline align-[-2px]" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <span className="text-muted">
              {' '}
              — {citation.publisher},{' '}
              <time dateTime={citation.publishedAt}>
                {formatCalendarDate(citation.publishedAt)}
              </time>
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
