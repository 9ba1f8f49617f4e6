import { describe, expect, it } from 'vitest'
import { countWords, readingMinutes } from '@/schemas/readingTime'

const paragraph = (words: number) => ({
  _type: 'block',
  children: [{ text: Array(words).fill('word').join(' ') }],
})

describe('read time', () => {
  it('counts words in text blocks and in custom blocks alike', () => {
    expect(
      countWords([
        paragraph(10),
        { _type: 'diveBrief', points: ['one two', 'three'] },
        { _type: 'pullQuote', quote: 'four five', attribution: 'six' },
      ]),
    ).toBe(16)
  })

  it('ignores punctuation standing alone', () => {
    expect(countWords([{ _type: 'block', children: [{ text: 'yes — no , maybe' }] }])).toBe(3)
  })

  it('rounds up to whole minutes at 200 words a minute', () => {
    expect(readingMinutes([paragraph(200)])).toBe(1)
    expect(readingMinutes([paragraph(201)])).toBe(2)
    expect(readingMinutes([paragraph(1100)])).toBe(6)
  })
})
