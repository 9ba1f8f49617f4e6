import { badCharacter, reordersText, unclosedBidi } from './textChecks'
import { limits } from './vocabulary'

/**
 * What the seed checks of a body's paragraph, headings and list items, as a Studio rule on each
 * block, in the seed's words after the block's kind: its length by what it is, counted in the
 * text a reader reads (a 100 KB paragraph would otherwise pass and swell the reading time), no
 * control characters, and bidirectional controls closed on their line (a heading is one line,
 * where none belongs).
 */

interface BlockLike {
  style?: unknown
  listItem?: unknown
  children?: unknown
}

function kindOf(block: BlockLike): { label: string; max: number; oneLine?: boolean } {
  if (block.listItem) return { label: 'List item', max: limits.listItem }
  if (block.style === 'lead') return { label: 'Lead paragraph', max: limits.lead }
  if (block.style === 'h2' || block.style === 'h3')
    return { label: 'Heading', max: limits.shortText, oneLine: true }
  return { label: 'Paragraph', max: limits.paragraph }
}

/** "Paragraph must be at most 3000 characters.", or undefined when the block is fine. */
export function blockTextProblem(block: unknown): string | undefined {
  if (typeof block !== 'object' || block === null) return undefined
  const { children } = block as BlockLike
  const text = (Array.isArray(children) ? children : [])
    .map((child) => (typeof child?.text === 'string' ? child.text : ''))
    .join('')
  const { label, max, oneLine = false } = kindOf(block as BlockLike)
  const problem =
    badCharacter(text, { lineBreaks: !oneLine }) ??
    (oneLine ? reordersText(text) : unclosedBidi(text)) ??
    (text.length > max ? `must be at most ${max} characters` : undefined)
  return problem === undefined ? undefined : `${label} ${problem}.`
}
