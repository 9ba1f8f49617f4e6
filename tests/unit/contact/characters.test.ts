import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { capCharacters, countCharacters } from '@/lib/contact/characters'

const family = '👩‍👩‍👧‍👦' // four people joined by zero-width joiners: 11 UTF-16 units
const rainbowFlag = '🏳️‍🌈'
const flag = '🇫🇷' // two regional indicators
const thumbsUp = '👍🏽' // with a skin tone
const accented = 'e\u0301' // e and a combining acute accent
const emoji = [family, rainbowFlag, flag, thumbsUp, '😀']

describe('counting characters as a reader sees them', () => {
  it.each([
    ['plain text', 'Hello', 5],
    // A family joined by zero-width joiners, two flags, an accented letter, a skin tone.
    ['a mix', `${family}${flag}${rainbowFlag}a${accented}${thumbsUp}`, 6],
    ['a line break written as CR LF', 'a\r\nb', 3],
  ])('counts %s', (_, text, count) => {
    expect(countCharacters(text)).toBe(count)
  })
})

describe('capping an edit at the limit', () => {
  it('lets an edit within the limit through unchanged', () => {
    expect(capCharacters('', flag.repeat(3), 3)).toEqual({
      value: flag.repeat(3),
      caret: undefined,
    })
  })

  it('adds nothing when a character is typed at the limit, wherever the caret is', () => {
    const full = family.repeat(3)
    expect(capCharacters(full, full + flag, 3)).toEqual({ value: full, caret: full.length })
    expect(capCharacters(full, family + flag + family.repeat(2), 3)).toEqual({
      value: full,
      caret: family.length,
    })
  })

  it('keeps as much of a paste as fits, in whole characters', () => {
    expect(capCharacters('ab', `a${flag.repeat(5)}b`, 4)).toEqual({
      value: `a${flag.repeat(2)}b`,
      caret: 1 + flag.length * 2,
    })
  })

  it('lets a combining accent join the last character at the limit', () => {
    expect(capCharacters('abe', `ab${accented}`, 3)).toEqual({
      value: `ab${accented}`,
      caret: undefined,
    })
  })

  it('never splits a surrogate pair, where an edit begins or where it ends', () => {
    // '😀' and '😁' share their first UTF-16 unit: an emoji replaced by two, and one typed between.
    expect(capCharacters('a😀b', 'a😁😁b', 3).value).toBe('a😁b')
    expect(capCharacters('😀😀', '😀😁😀', 2)).toEqual({ value: '😀😀', caret: 2 })
  })

  it('cuts text that was already too long at the limit', () => {
    expect(capCharacters(flag.repeat(5), flag.repeat(5) + 'x', 3).value).toBe(flag.repeat(3))
  })

  it('never lets a value past the limit, and keeps what was there', () => {
    const unit = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 1 }),
      fc.constantFrom(...emoji, '😁', accented, '\u0301', 'a', 'ש'),
    )
    const text = fc.string({ unit, maxLength: 12 })
    fc.assert(
      fc.property(
        text,
        text,
        text,
        fc.integer({ min: 0, max: 20 }),
        (head, middle, tail, limit) => {
          const previous = head + tail
          fc.pre(countCharacters(previous) <= limit)
          const { value } = capCharacters(previous, head + middle + tail, limit)
          expect(countCharacters(value)).toBeLessThanOrEqual(limit)
          // What was there before is all still there: only a block of the insertion was added.
          const added = value.length - previous.length
          const kept = Array.from(
            { length: value.length + 1 },
            (_, at) => value.slice(0, at) + value.slice(at + added),
          )
          expect(kept).toContain(previous)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
