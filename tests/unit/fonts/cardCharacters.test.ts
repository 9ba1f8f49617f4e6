import { createElement } from 'react'
import satori from 'satori'
import { beforeAll, describe, expect, it } from 'vitest'
import { cardFamily, loadCardFonts, type CardFonts } from '@/lib/fonts/cardFonts'
import { cardCannotDraw, isDrawnOnCard } from '@/schemas/cardText'
import { topicBadges } from '@/schemas/vocabulary'

let fonts: CardFonts
beforeAll(async () => {
  fonts = await loadCardFonts()
})

/** Every character satori asks an extra face for, drawing `text` with the card's faces. */
async function missing(text: string): Promise<Set<string>> {
  const asked = new Set<string>()
  await satori(
    createElement(
      'div',
      { style: { display: 'flex', flexWrap: 'wrap', fontFamily: cardFamily('Source Serif') } },
      text,
    ),
    {
      width: 1200,
      height: 630,
      fonts,
      loadAdditionalAsset: async (_language, segment) => {
        for (const char of segment) asked.add(char)
        return []
      },
    },
  )
  return asked
}

const codePoints = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))
/** Characters that print: not controls, format characters, surrogates or private use. */
const printing = (char: string) => !/^[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]$/u.test(char)

describe("the social card's character list (schemas/cardText.ts)", () => {
  const listed = codePoints(0x20, 0xffff).filter(isDrawnOnCard)

  it('holds Latin with accents, Vietnamese, Greek and Cyrillic, and no Arabic, CJK or emoji', () => {
    for (const char of 'AzÀÿŁłŒœẞșțđơưẫἀΩωЖжҐґ€’“…') expect(isDrawnOnCard(char)).toBe(true)
    for (const char of ['ع', 'א', 'क', '你', '😀', '\u200F'])
      expect(isDrawnOnCard(char)).toBe(false)
  })

  it('takes every topic badge, which the card shows above the headline', () => {
    expect(topicBadges.filter((badge) => cardCannotDraw(badge.toUpperCase()))).toEqual([])
  })

  it("names only characters the card's faces draw", async () => {
    expect(listed.length).toBeGreaterThan(1000)
    expect([...(await missing(listed.join(' ')))].filter((char) => char !== ' ')).toEqual([])
  })

  // Satori shapes a combining mark with the letter before it and never asks a face for one
  // alone, nor for Thai and Lao SARA AM, which shaping splits into two marks first: those are
  // left off the list, and so refused, by the faces' own character maps.
  const neverAsked = (char: string) => /^[\p{M}\u0E33\u0EB3]$/u.test(char)

  it('names every character of the first blocks that they draw, marks aside', async () => {
    const unlisted = codePoints(0x20, 0x24ff).filter(
      (char) => printing(char) && !neverAsked(char) && !isDrawnOnCard(char),
    )
    expect(unlisted.length).toBeGreaterThan(5000)
    const asked = await missing(unlisted.join(' '))
    expect(unlisted.filter((char) => !asked.has(char))).toEqual([])
  })
})
