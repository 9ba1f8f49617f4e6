/**
 * The inline markup the seed's authors write (**bold**, *italic*, [label](url)): the seed turns
 * it into marks in rich text, and every plain-text field, in the seed and the Studio alike,
 * would show it to readers as typed.
 */

/** One piece of markup: bold, italic, or a link with its label and target. */
export const inlineMarkupToken = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g

/** Plain-text fields show markup as typed: **, * and [label](url) would reach the reader. */
export function markupInPlainText(value: string): string | undefined {
  const [token] = value.match(inlineMarkupToken) ?? []
  if (token === undefined) return undefined
  const shown = token.length > 40 ? `${token.slice(0, 39)}…` : token
  return `contains markup (${shown}), which this field shows as typed; write it as plain text`
}
