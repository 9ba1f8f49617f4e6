import { earliestPublishDate } from '@/schemas/vocabulary'

/**
 * Checks of dates that the Studio and the seed share. Each returns the words after the field's
 * name, or undefined when the date is fine. Dates are compared as their calendar day
 * (YYYY-MM-DD, the first ten characters of a date or a datetime).
 */

const day = (value: string) => value.slice(0, 10)

/**
 * The latest calendar day anywhere on Earth at `now`: UTC+14 reaches each day first, so an
 * editor who writes today's date where they are is never told it is in the future.
 */
const latestToday = (now: number) => new Date(now + 14 * 60 * 60 * 1000).toISOString().slice(0, 10)

/**
 * A date of something that has already happened (a policy last updated, a correction made, a
 * source published) is not after today. Today is the real time, not the build's clock
 * (SOURCE_DATE_EPOCH): that clock may be fixed in the past so that date labels are repeatable,
 * as `npm test` fixes it to Dec. 12, 2025, and content dated since then is no less real. A date
 * that passes now passes in every later run, so the seed's output stays repeatable; and a story
 * dated later (`publishedAt`) is a scheduled one, which this check leaves alone.
 */
export function afterToday(value: string, now: number = Date.now()): string | undefined {
  return day(value) > latestToday(now)
    ? 'must not be after today, as it records something that has already happened'
    : undefined
}

/** A publish date before the earliest allowed one is a typo (1900 for 2025). */
export function outsidePublishRange(value: string): string | undefined {
  return day(value) < earliestPublishDate
    ? `is outside the allowed range (${earliestPublishDate} or later)`
    : undefined
}

/** Whether a publish date is in the allowed range: a date compared with one outside is not. */
export const inPublishRange = (value: string) => outsidePublishRange(value) === undefined
