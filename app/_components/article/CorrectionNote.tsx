import type { Correction } from '@/lib/content'
import { formatCalendarDate } from '@/lib/content/dates'

/** A published error owned up to where readers see it: above the story, dated. */
export function CorrectionNote({ correction }: { correction: Correction }) {
  return (
    <aside
      aria-labelledby="correction-heading"
      className="border-accent mt-6 border-l-4 bg-white px-4 py-3 text-sm"
    >
      <h2 id="correction-heading" className="font-semibold">
        Correction, <time dateTime={correction.date}>{formatCalendarDate(correction.date)}</time>
      </h2>
      <p className="text-ink-soft mt-1">{correction.text}</p>
    </aside>
  )
}
