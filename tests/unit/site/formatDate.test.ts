import { describe, expect, it } from 'vitest'
import { displayDate, formatApDate } from '@/lib/content/formatDate'

describe('dates', () => {
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

  it("prefers the editor's label over the formatted date", () => {
    expect(displayDate('2025-10-07T16:00:00.000Z', 'Today')).toBe('Today')
    expect(displayDate('2025-10-07T16:00:00.000Z', null)).toBe('Oct. 7, 2025')
    expect(displayDate('2025-10-07T16:00:00.000Z', '  ')).toBe('Oct. 7, 2025')
  })
})
