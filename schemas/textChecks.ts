/**
 * Checks of typed text that the Studio and the seed share. Each returns the words after the
 * field's name ("has no letters or digits; …"), or undefined when the text is fine.
 */

/** "U+0007": how a message names one character. */
export const codePoint = (char: string) =>
  `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

/**
 * Text made of punctuation and symbols alone ("." or "—") says nothing to a reader. Empty
 * text is left to the required rule.
 */
export function saysNothing(value: string): string | undefined {
  if (!value.trim() || /[\p{L}\p{N}]/u.test(value)) return undefined
  return 'has no letters or digits; write words, not only punctuation or symbols'
}

/**
 * Embeddings, overrides and isolates (U+202A to U+202E, U+2066 to U+2069) reorder the text
 * after them: in a headline or a name, "U+202E" turns the rest back to front. Multi-line text
 * may need them around a quotation; a one-line field never does. The marks (U+200E, U+200F)
 * change no order and pass.
 */
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/u

export function reordersText(value: string): string | undefined {
  let position = 0
  for (const char of value) {
    position++
    if (bidiControl.test(char))
      return `contains a bidirectional control (${codePoint(char)}) at position ${position}, which reorders the text after it; remove it`
  }
  return undefined
}

/** What closes each embedding, override or isolate: PDF (U+202C) or PDI (U+2069). */
const closerOf = (char: string) => (/[\u2066-\u2068]/u.test(char) ? '\u2069' : '\u202C')

/**
 * Multi-line text may hold bidirectional controls around a quotation, each closed on its own
 * line: one left open (an unclosed U+202E) turns the rest of its paragraph back to front, and
 * the page after it where a browser carries it on.
 */
export function unclosedBidi(value: string): string | undefined {
  let position = 0
  const open: { char: string; position: number }[] = []
  const report = ({ char, position: at }: { char: string; position: number }) =>
    `contains a bidirectional control (${codePoint(char)}) at position ${at} that is not closed by ${codePoint(closerOf(char))} on its line, which reorders the text after it; close it or remove it`
  for (const char of value) {
    position++
    if (char === '\n' && open.length > 0) return report(open[0]!)
    if (char === '\n') continue
    if (/[\u202A-\u202E\u2066-\u2068]/u.test(char)) open.push({ char, position })
    else if (
      (char === '\u202C' || char === '\u2069') &&
      open.at(-1) &&
      closerOf(open.at(-1)!.char) === char
    )
      open.pop()
  }
  return open.length > 0 ? report(open[0]!) : undefined
}

const isLoneSurrogate = (char: string) => char.length === 1 && /[\uD800-\uDFFF]/.test(char)

/** C0 controls but tab and newline, DEL and C1: never wanted in any authored string. */
const control = /^[\u0000-\u0008\u000B-\u001F\u007F-\u009F]$/
/** Tab and newline: only multi-line text takes them. */
const lineControl = /^[\t\n]$/

/**
 * Characters that print nothing: white space, format characters (zero-width space, joiners,
 * bidi controls, soft hyphen, byte-order mark), fillers and variation selectors.
 */
const invisible = /^[\p{White_Space}\p{Cf}\u034F\u115F\u1160\u2800\u3164\uFFA0\uFE00-\uFE0F]$/u

/**
 * The first control character or lone surrogate in any string, with its position counted in
 * characters from 1. Tab and newline pass only where `lineBreaks` allows them.
 */
export function badCharacter(value: string, { lineBreaks }: { lineBreaks: boolean }) {
  let position = 0
  for (const char of value) {
    position++
    if (isLoneSurrogate(char))
      return `contains a lone surrogate (${codePoint(char)}) at position ${position}; text must be valid Unicode`
    if (control.test(char))
      return `contains a control character (${codePoint(char)}) at position ${position}`
    if (!lineBreaks && lineControl.test(char))
      return `contains a control character (${codePoint(char)}) at position ${position}; this field is a single line`
  }
  return undefined
}

/** Any character printable() spells out: controls, lone surrogates and invisible ones. */
export const isUnprintable = (char: string) =>
  isLoneSurrogate(char) || control.test(char) || lineControl.test(char) || invisible.test(char)

/** What the seed and the Studio say of text made only of characters that print nothing. */
export const onlyInvisible = 'is made only of invisible characters'

/** Text that is there but shows nothing: invisible characters only, not just spaces. */
export function isOnlyInvisible(value: string): boolean {
  const chars = [...value]
  return (
    chars.length > 0 &&
    chars.every((char) => invisible.test(char)) &&
    chars.some((char) => !/^\s$/.test(char))
  )
}
