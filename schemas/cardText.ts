/**
 * What the social card (scripts/pipeline/ogImages.tsx) can draw: the characters its typefaces hold,
 * Source Serif 4 Bold and Source Sans 3 Regular in every subset their font packages ship (Latin
 * with its accents, Vietnamese, Greek and Cyrillic). Satori draws any other character as an empty
 * box, and no face in node_modules covers Arabic, Hebrew, the Indic or CJK scripts or emoji, so
 * the Studio and the seed refuse card text with one. Written out here, as the Studio runs in a
 * browser that cannot read the fonts; tests/unit/fonts/cardCharacters.test.ts checks the list
 * against the fonts the card draws with.
 */

import { codePoint } from '@/schemas/textChecks'

/** Code point ranges (hex, inclusive), control and format characters left out. */
const drawable = `
  0020-007E 00A0-00AC 00AE-0181 0186 018A 018D-0190 0192-0194 0196-0197 019A-019B 019E
  01A0-01A1 01AF-01B1 01B7 01BF-01C3 01CD-01DD 01E2-01E7 01EA-01EB 01EE-01F0 01F4-01F5
  01F7-0201 0204-0205 0208-0209 020C-020D 0218-0220 0222-0223 0226-0227 0237 023A-023E
  0241-0245 0248-0249 0250-027B 027D-0285 0287-0292 0294-0295 0298-0299 029B-029F 02A1-02A8
  02B0-02B4 02B7-02B9 02BB-02C1 02C6-02CC 02D0-02D7 02DA 02DC-02DE 02E0-02E4 02ED 0300-0301
  0303-0304 0308-0309 0323 0329 0374-0375 037A 037E 0384-038A 038C 038E-03A1 03A3-03D1 03D5
  03D7 03D9 03DB 03DD 03E1 03F4 03F7-03F8 0400-045F 0462-0463 0472-0475 0490-0493 0496-049B
  04A0-04A3 04AA-04AB 04AE-04B3 04B6-04B7 04BA-04BB 04C0-04C4 04C7-04C8 04CF-04D1 04D4-04D9
  04E2-04E3 04E6-04E9 04EE-04EF 04F2-04F3 04F6-04F7 1D25 1D2C 1D2E 1D30-1D31 1D33-1D3A 1D3C
  1D3E-1D43 1D47-1D4B 1D4D 1D4F-1D52 1D56-1D58 1D5B 1D6F-1D70 1D79 1D7B 1D7F 1D9C 1DA0 1DAC
  1DAE 1DB0 1DBB 1DBF 1E02-1E03 1E06-1E07 1E0A-1E11 1E16-1E17 1E1E-1E2B 1E32-1E3B 1E3E-1E49
  1E52-1E53 1E56-1E63 1E66-1E67 1E6A-1E6F 1E72-1E73 1E7E-1E85 1E8E-1E97 1E9E-1EF9 1F00-1F15
  1F18-1F1D 1F20-1F45 1F48-1F4D 1F50-1F57 1F59 1F5B 1F5D 1F5F-1F7D 1F80-1FB4 1FB6-1FC4
  1FC6-1FD3 1FD6-1FDB 1FDD-1FEF 1FF2-1FF4 1FF6-1FFE 2002 2009 2013-2014 2018-201A 201C-201E
  2020 2022 2026 2032-2033 2039-203A 2044 20A1 20A3-20A4 20A6-20A7 20A9 20AB-20AC 20AE
  20B1-20B2 20B4-20B5 20B8-20BA 20BD 20BF 2113 2116 2122 2191 2193 2212 2215 2C60-2C62
  2C65-2C66 2C71 2C7D A722-A725 A74E-A74F A75A-A75B A764-A765 A779-A787 A789 A7AD-A7AE A7B3
  A7B5 A7F2-A7F4
`

/** The ranges as one character class, each hex number a code point (`\u{…}` with the u flag). */
const drawn = new RegExp(
  `^[${drawable.replace(/[0-9A-F]+/g, '\\u{$&}').replace(/\s+/g, '')}]$`,
  'u',
)

/** Whether the card's typefaces hold `char` (one code point). */
export const isDrawnOnCard = (char: string) => drawn.test(char)

/**
 * Card text as the card draws it: composed (e + U+0301 is é), line breaks and tabs as spaces,
 * and without the characters that print nothing (format characters such as U+200F, variation
 * selectors), which the page does not show either.
 */
export const cardText = (value: string) =>
  value
    .normalize('NFC')
    .replace(/[\t\n\r]/g, ' ')
    .replace(/[\p{Cf}\uFE00-\uFE0F]/gu, '')

/** A character in a message: itself in quotes when it shows, and its code point. */
const shown = (char: string) =>
  /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char) ? `"${char}" (${codePoint(char)})` : codePoint(char)

/** The first character the card cannot draw, in the words the Studio and the seed share. */
export function cardCannotDraw(value: string): string | undefined {
  for (const char of cardText(value))
    if (!isDrawnOnCard(char))
      return `has ${shown(char)}, which the social card cannot draw; write it in Latin, Greek or Cyrillic letters, without emoji`
  return undefined
}
