/**
 * Dates as the newsroom writes them, shared by the Studio's previews and the site. AP style
 * abbreviates long month names and spells out short ones: Sept. 12, 2025; March 3, 2025.
 */
const apMonths = [
  'Jan.',
  'Feb.',
  'March',
  'April',
  'May',
  'June',
  'July',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
]

/** The newsroom's calendar: a story's date is the date in New York. */
const newsroomDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
})

export function formatApDate(iso: string): string {
  const parts = Object.fromEntries(
    newsroomDate.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  )
  return `${apMonths[Number(parts.month) - 1]} ${parts.day}, ${parts.year}`
}

/** The newsroom's calendar day of an instant, counted in days since 1970: for day arithmetic. */
export function newsroomDay(instant: Date): number {
  const parts = Object.fromEntries(
    newsroomDate.formatToParts(instant).map((part) => [part.type, part.value]),
  )
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / 86_400_000
}

/** A calendar date (YYYY-MM-DD) the AP way; noon UTC is that same day in New York. */
export const formatCalendarDate = (date: string): string => formatApDate(`${date}T16:00:00Z`)

const newsroomMonth = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'long',
})

/** The newsroom's month of an instant, spelled out: "October 2025". */
export const formatMonth = (iso: string): string => newsroomMonth.format(new Date(iso))
