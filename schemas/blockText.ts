import { citedUrls, uncitedLink } from '@/schemas/citationRules'
import { typedTextProblem } from '@/schemas/rules'
import { limits } from '@/schemas/vocabulary'

/**
 * A body's paragraph, headings and list items, as a rule on each block, after the block's kind:
 * the text as typed (schemas/rules.ts typedTextProblem: a heading is one line), its length by
 * what it is, counted in the text a reader reads (a 100 KB paragraph would otherwise pass and
 * swell the reading time), and every link one of the article's citations.
 */

interface BlockLike {
  style?: unknown
  listItem?: unknown
  children?: unknown
  markDefs?: unknown
}

export function blockKind(block: BlockLike): { label: string; max: number; oneLine?: boolean } {
  if (block.listItem) return { label: 'List item', max: limits.listItem }
  if (block.style === 'lead') return { label: 'Lead paragraph', max: limits.lead }
  if (block.style === 'h2' || block.style === 'h3')
    return { label: 'Heading', max: limits.shortText, oneLine: true }
  return { label: 'Paragraph', max: limits.paragraph }
}

/**
 * "Paragraph must be at most 3000 characters.", or undefined when the block is fine. `citations`
 * are the article's, which every link of the block must be one of.
 */
export function blockTextProblem(block: unknown, citations?: unknown): string | undefined {
  if (typeof block !== 'object' || block === null) return undefined
  const { children, markDefs } = block as BlockLike
  const text = (Array.isArray(children) ? children : [])
    .map((child) => (typeof child?.text === 'string' ? child.text : ''))
    .join('')
  const { label, max, oneLine = false } = blockKind(block as BlockLike)
  const cited = citedUrls(citations)
  const uncited = (Array.isArray(markDefs) ? markDefs : [])
    .map((definition: { href?: unknown }) =>
      typeof definition?.href === 'string' ? uncitedLink(definition.href, cited) : undefined,
    )
    .find((problem) => problem !== undefined)
  const problem =
    typedTextProblem(text, { multiLine: !oneLine }) ??
    (text.length > max ? `must be at most ${max} characters` : undefined) ??
    uncited
  return problem === undefined ? undefined : `${label} ${problem}.`
}
