/**
 * What the contact form means by a character: one a reader sees (a grapheme), not a UTF-16
 * unit. A flag, an emoji with a skin tone or a family joined by zero-width joiners, and a
 * letter with a combining accent each count once. The live counter, the browser cap and the
 * schema's limits all count with these functions, so they never disagree.
 */

const segmenter: Pick<Intl.Segmenter, 'segment'> | undefined =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined

/** The text's characters as a reader sees them (code points where the browser cannot tell). */
function characters(text: string): string[] {
  return segmenter
    ? Array.from(segmenter.segment(text), ({ segment }) => segment)
    : Array.from(text)
}

/** How many characters a reader sees in the text. */
export function countCharacters(text: string): number {
  return characters(text).length
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff

/**
 * The browser's `maxLength`, counted in characters a reader sees: an edit that would take the
 * text from `previous` past `limit` keeps as much of what it inserted as fits, as `maxLength`
 * does with a paste, and a keystroke at the limit adds nothing. Returns the text to keep and
 * where the caret belongs in it (a UTF-16 offset).
 */
export function capCharacters(
  previous: string,
  next: string,
  limit: number,
): { value: string; caret: number | undefined } {
  if (countCharacters(next) <= limit) return { value: next, caret: undefined }
  // The edit replaced previous[start, previous.length - end) with next[start, next.length - end).
  let start = 0
  const shortest = Math.min(previous.length, next.length)
  while (start < shortest && previous[start] === next[start]) start++
  // Never split a surrogate pair between what was kept and what was inserted.
  if (start > 0 && isHighSurrogate(next.charCodeAt(start - 1))) start--
  let end = 0
  while (
    end < shortest - start &&
    previous[previous.length - 1 - end] === next[next.length - 1 - end]
  )
    end++
  if (end > 0 && isLowSurrogate(next.charCodeAt(next.length - end))) end--
  const before = next.slice(0, start)
  const after = next.slice(next.length - end)
  const inserted = characters(next.slice(start, next.length - end))
  const fits = (kept: number) =>
    countCharacters(before + inserted.slice(0, kept).join('') + after) <= limit
  // The longest beginning of the insertion that fits.
  let low = 0
  let high = inserted.length
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (fits(middle)) low = middle
    else high = middle - 1
  }
  const kept = before + inserted.slice(0, low).join('')
  const value = kept + after
  // Text that was already too long (typed before the scripts ran) is cut at the limit.
  if (countCharacters(value) > limit) {
    const cut = characters(value).slice(0, limit).join('')
    return { value: cut, caret: cut.length }
  }
  return { value, caret: kept.length }
}
