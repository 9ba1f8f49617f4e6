/** AP style abbreviates long month names and spells out short ones: Sept. 12, 2025; March 3, 2025. */
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

/** The date a reader sees: the editor's label when there is one, otherwise the formatted date. */
export function displayDate(publishedAt: string, label?: string | null): string {
  return label?.trim() || formatApDate(publishedAt)
}
