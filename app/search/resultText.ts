/**
 * What the page makes of one result's text, from the page text and match positions Pagefind
 * returns with it (`content`, split on whitespace, indexed by `locations`: see
 * https://pagefind.app/docs/sub-results/).
 */

export interface ResultText {
  content: string
  locations: number[]
  meta: { title?: string }
}

export interface ExcerptPart {
  text: string
  marked: boolean
}

/** Words in an excerpt, and at most how many before its first match. */
const excerptWords = 30
const wordsBeforeMatch = 8

/**
 * Pagefind matches a typed word in a page word that starts with it, or by its stem: the two
 * share at least their first three letters ("hiring" for "hire", "city" for "cities"). Finding
 * neither, it falls back to the longest indexed word the typed word starts with, down to a single
 * letter ("z" for "zqxwv"): a beginning that short is no match.
 */
const stemStart = 3
const shortestFallback = 4
/**
 * A stem loses at most this many letters of the typed word (-ing, -ers, -ment, -ions): a long word
 * shares more than three letters with its stem's words ("switched" is no match for "switzerland").
 */
const longestSuffix = 4

const wordsOf = (content: string) => content.split(/\s+/)

/** A word as search compares it: lower case, no accents, letters and digits only. */
const bare = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]/gu, '')

function sharedStart(a: string, b: string): number {
  let length = 0
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1
  return length
}

/**
 * Whether every word of the query is among the words a result matched. Pagefind matches each
 * query word in every result alike, by stem or by its fallback, so the first result tells for
 * the whole search.
 */
export function matchesQuery(result: ResultText, query: string): boolean {
  const words = wordsOf(result.content)
  const matched = result.locations.map((location) => bare(words[location] ?? ''))
  return query
    .split(/\s+/)
    .map(bare)
    .filter(Boolean)
    .every((typed) =>
      matched.some(
        (word) =>
          sharedStart(word, typed) >=
            Math.min(typed.length, Math.max(stemStart, typed.length - longestSuffix)) &&
          (!typed.startsWith(word) || word.length >= Math.min(shortestFallback, typed.length)),
      ),
    )
}

/** How many words the page text starts with that are its headline's ("Headline." then the standfirst). */
function headlineWords(words: string[], title = ''): number {
  if (!title.trim()) return 0
  const headline = wordsOf(title.trim()).map(bare)
  return headline.every((word, index) => bare(words[index] ?? '') === word) ? headline.length : 0
}

const endsSentence = /[.!?]["”’)]*$/

/**
 * A passage of the result's text after its headline (which the result shows already), from a
 * little before its first match, whole words only, with the matched words marked and an
 * ellipsis wherever the text goes on.
 */
export function excerpt(result: ResultText): ExcerptPart[] {
  const words = wordsOf(result.content)
  const textStart = headlineWords(words, result.meta.title)
  const firstMatch = Math.min(...result.locations.filter((location) => location >= textStart))
  let start = Number.isFinite(firstMatch)
    ? Math.max(textStart, firstMatch - wordsBeforeMatch)
    : textStart
  // Begin at the sentence the match is in, when it starts within the words before it.
  for (let word = start; Number.isFinite(firstMatch) && word < firstMatch; word += 1)
    if (endsSentence.test(words[word] ?? '')) start = word + 1
  const end = Math.min(words.length, start + excerptWords)
  const marked = new Set(result.locations)
  const parts: ExcerptPart[] = []
  const add = (text: string, isMatch: boolean) => {
    const last = parts.at(-1)
    if (last && !last.marked && !isMatch) last.text += text
    else parts.push({ text, marked: isMatch })
  }
  if (start > textStart) add('… ', false)
  for (let word = start; word < end; word += 1) {
    if (word > start) add(' ', false)
    add(words[word] ?? '', marked.has(word))
  }
  if (end < words.length && !endsSentence.test(words[end - 1] ?? '')) add('…', false)
  return parts
}
