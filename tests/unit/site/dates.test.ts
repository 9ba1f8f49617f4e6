import { describe, expect, it } from 'vitest'
import { buildTime, dateLabel, formatApDate } from '@/lib/content/dates'

describe('AP dates', () => {
  it('abbreviates long months the AP way', () => {
    expect(formatApDate('2025-09-12T16:00:00.000Z')).toBe('Sept. 12, 2025')
    expect(formatApDate('2025-12-10T16:00:00.000Z')).toBe('Dec. 10, 2025')
  })

  it('spells out short months', () => {
    expect(formatApDate('2025-06-03T16:00:00.000Z')).toBe('June 3, 2025')
  })

  it('uses the newsroom calendar (New York), not UTC', () => {
    expect(formatApDate('2025-10-08T02:00:00.000Z')).toBe('Oct. 7, 2025')
  })
})

describe('the date a reader sees', () => {
  const published = '2025-10-07T16:00:00.000Z'
  const at = (iso: string) => new Date(iso)

  it('says Today on the day of publication in New York', () => {
    expect(dateLabel(published, at('2025-10-07T23:00:00.000Z'))).toBe('Today')
    // 11 p.m. in New York on Oct. 7 is already Oct. 8 in UTC.
    expect(dateLabel(published, at('2025-10-08T03:00:00.000Z'))).toBe('Today')
  })

  it('says Yesterday the next day', () => {
    expect(dateLabel(published, at('2025-10-08T12:00:00.000Z'))).toBe('Yesterday')
  })

  it('counts days up to six', () => {
    expect(dateLabel(published, at('2025-10-09T12:00:00.000Z'))).toBe('2 days ago')
    expect(dateLabel(published, at('2025-10-13T12:00:00.000Z'))).toBe('6 days ago')
  })

  it('gives the AP date from a week on, and for a time still to come', () => {
    expect(dateLabel(published, at('2025-10-14T12:00:00.000Z'))).toBe('Oct. 7, 2025')
    expect(dateLabel(published, at('2025-10-01T12:00:00.000Z'))).toBe('Oct. 7, 2025')
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
