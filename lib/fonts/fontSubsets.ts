/**
 * The site's web font, cut down to what its pages can show. Every page is built from the
 * dataset, so the font holds the characters of the published content plus a small base for
 * the interface: printable ASCII and the typographic marks the templates use. A character
 * outside both falls back to the next face of the stack; the build checks compare the text of
 * every page with this set, so a new mark in a template is caught there.
 */

/** The one face cut: its file under app/_fonts, from its source inside node_modules. */
export const fontSubset = {
  file: 'serif.woff2',
  source: '@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2',
}

/** Layout features worth their bytes: kerning, ligatures and marks. */
export const keptFeatures = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk']

/** Printable ASCII, and the marks templates use: no-break space, ©, ·, dashes, quotes, ellipsis. */
const baseCharacters = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, offset) => String.fromCodePoint(0x20 + offset)),
  ...'\u00a0©·‐‑–—‘’“”…',
]

const byCodePoint = (a: string, b: string) => a.codePointAt(0)! - b.codePointAt(0)!

/** The characters the subsets hold, for content made of `contentCharacters`, sorted. */
export function subsetCharacters(contentCharacters: Iterable<string>): string {
  const characters = new Set(baseCharacters)
  for (const character of contentCharacters) if (character.trim()) characters.add(character)
  return [...characters].sort(byCodePoint).join('')
}
