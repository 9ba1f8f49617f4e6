/**
 * What the Studio's rules cannot see of authored strings: the seed's inline markup before it
 * becomes marks, and characters in strings no Studio
 * field holds as text (ids, references, file names, block types). Each returns the message an
 * editor reads, or undefined.
 */

import { badCharacter, isUnprintable } from '@/schemas/textChecks'
import { parseInline } from '@/seed/lib/markup'

/**
 * Rich text's markup must read as it renders: an asterisk left after the markup is read
 * ("Empty **** bold", or a word in 60 asterisks, which printed 116) or bold and italic around
 * no words would reach the reader as stray marks.
 */
export function unreadableMarkup(value: string): string | undefined {
  const { children } = parseInline(value, '')
  const stray = children.find((span) => span.text.includes('*'))
  const empty = children.find((span) => span.marks.length > 0 && !span.text.trim())
  if (!stray && !empty) return undefined
  const text = stray
    ? stray.text.trim()
    : `${'*'.repeat(empty!.marks.includes('strong') ? 2 : 1)}${empty!.text}`
  const shown = text.length > 40 ? `${text.slice(0, 39)}…` : text
  return `has markup that would show as stray asterisks (${shown}); write bold as **words** and italic as *words*, with words inside, and no other asterisks`
}

/** A value as a terminal can show it: unprintable characters spelled out as \u{…}. */
export function printable(value: string): string {
  let out = ''
  for (const char of value)
    out += isUnprintable(char)
      ? char === ' '
        ? char
        : `\\u{${char.codePointAt(0)!.toString(16).toUpperCase()}}`
      : char
  return out
}

export interface StringProblem {
  path: (string | number)[]
  message: string
}

/**
 * Every string anywhere in a value, checked for control characters and lone surrogates (tab
 * and newline pass here; single-line fields refuse them in their own schema).
 */
export function stringProblems(value: unknown): StringProblem[] {
  const problems: StringProblem[] = []
  const seen = new Set<object>()
  const walk = (node: unknown, path: (string | number)[]) => {
    if (typeof node === 'string') {
      const message = badCharacter(node, { lineBreaks: true })
      if (message) problems.push({ path, message })
      return
    }
    if (typeof node !== 'object' || node === null || seen.has(node)) return
    seen.add(node)
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, i]))
    else for (const [key, item] of Object.entries(node)) walk(item, [...path, key])
  }
  walk(value, [])
  return problems
}
