import { describe, expect, it } from 'vitest'
import { buildTime, dateLabel, formatApDate } from '@/lib/content/dates'

describe('AP dates', () => {
  it.each([
    ['2025-09-12T16:00:00.000Z', 'Sept. 12, 2025'],
    ['2025-06-03T16:00:00.000Z', 'June 3, 2025'],
    // The newsroom's calendar (New York), not UTC.
    ['2025-10-08T02:00:00.000Z', 'Oct. 7, 2025'],
  ])('%s is %s: long months abbreviated, short ones spelled out', (iso, label) => {
    expect(formatApDate(iso)).toBe(label)
  })
})

describe('the date a reader sees, of a story published at noon in New York on Oct. 7', () => {
  it.each([
    ['2025-10-07T23:00:00.000Z', 'Today'],
    // 11 p.m. in New York on Oct. 7 is already Oct. 8 in UTC.
    ['2025-10-08T03:00:00.000Z', 'Today'],
    ['2025-10-08T12:00:00.000Z', 'Yesterday'],
    ['2025-10-13T12:00:00.000Z', '6 days ago'],
    // The AP date from a week on, and for a time still to come.
    ['2025-10-14T12:00:00.000Z', 'Oct. 7, 2025'],
    ['2025-10-01T12:00:00.000Z', 'Oct. 7, 2025'],
  ])('at %s is %s', (now, label) => {
    expect(dateLabel('2025-10-07T16:00:00.000Z', new Date(now))).toBe(label)
  })
})

describe('the build clock', () => {
  it('reads SOURCE_DATE_EPOCH as seconds since 1970', () => {
    expect(buildTime({ SOURCE_DATE_EPOCH: '1760000000' }).toISOString()).toBe(
      '2025-10-09T08:53:20.000Z',
    )
  })

  it('is the current time without it', () => {
    const before = Date.now()
    const now = buildTime({}).getTime()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
  })

  it('refuses a value that is not whole seconds, naming the variable', () => {
    expect(() => buildTime({ SOURCE_DATE_EPOCH: '2025-10-09' })).toThrow(
      /SOURCE_DATE_EPOCH must be a whole number of seconds since 1970/,
    )
  })
})
