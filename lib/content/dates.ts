import { formatApDate, formatCalendarDate, formatMonth, newsroomDay } from '@/schemas/apDate'

export { formatApDate, formatCalendarDate, formatMonth }

/**
 * The instant a build counts as now: SOURCE_DATE_EPOCH (seconds since 1970) when set, so a
 * build can be repeated exactly and tests can fix the clock; otherwise the real time.
 */
export function buildTime(env: Record<string, string | undefined> = process.env): Date {
  const epoch = env.SOURCE_DATE_EPOCH?.trim()
  if (!epoch) return new Date()
  if (!/^\d{1,12}$/.test(epoch))
    throw new Error(
      `SOURCE_DATE_EPOCH must be a whole number of seconds since 1970 (for example ${Math.floor(Date.now() / 1000)}), not "${epoch}". Unset it to build at the current time.`,
    )
  return new Date(Number(epoch) * 1000)
}

/** Within this many days a date reads as "Today", "Yesterday" or "N days ago". */
const relativeDays = 7

/**
 * The date a reader sees, computed against the build's clock on the newsroom's calendar: never
 * typed by hand, so it cannot drift from the story's real date.
 */
export function dateLabel(publishedAt: string, now: Date): string {
  const days = newsroomDay(now) - newsroomDay(new Date(publishedAt))
  if (days === 0) return 'Today'
  if (days === 1) return 'Yesterday'
  if (days > 1 && days < relativeDays) return `${days} days ago`
  return formatApDate(publishedAt)
}
