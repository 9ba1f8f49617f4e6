import type { DatedNote as Note } from '@/lib/content'
import { formatCalendarDate } from '@/lib/content/dates'

/** The two notes a story can carry under its headline, each with its own label. */
const labels = { correction: 'Correction', update: 'Update' } as const

/**
 * A dated note where readers see it, above the story: a published error owned up to, or what
 * has changed since publication.
 */
export function DatedNote({ kind, note }: { kind: keyof typeof labels; note: Note }) {
  const headingId = `${kind}-heading`
  return (
    <aside
      aria-labelledby={headingId}
      className="border-accent mt-6 border-l-4 bg-white px-4 py-3 text-sm"
    >
      <h2 id={headingId} className="font-semibold">
        {labels[kind]}, <time dateTime={note.date}>{formatCalendarDate(note.date)}</time>
      </h2>
      <p className="text-ink-soft mt-1">{note.text}</p>
    </aside>
  )
}
