import { limits } from './vocabulary'

/**
 * How long a paragraph of a body may be, by what it is: the seed's limits, counted in the text a
 * reader reads. A 100 KB paragraph would otherwise pass the Studio and the build alike, and
 * swell the article's reading time.
 */

interface BlockLike {
  style?: unknown
  listItem?: unknown
  children?: unknown
}

function limitOf(block: BlockLike): { label: string; max: number } {
  if (block.listItem) return { label: 'List item', max: limits.listItem }
  if (block.style === 'lead') return { label: 'Lead paragraph', max: limits.lead }
  if (block.style === 'h2' || block.style === 'h3')
    return { label: 'Heading', max: limits.shortText }
  return { label: 'Paragraph', max: limits.paragraph }
}

/** "Paragraph must be at most 3000 characters.", or undefined when the block is within it. */
export function blockTooLong(block: unknown): string | undefined {
  if (typeof block !== 'object' || block === null) return undefined
  const { children } = block as BlockLike
  const text = (Array.isArray(children) ? children : [])
    .map((child) => (typeof child?.text === 'string' ? child.text : ''))
    .join('')
  const { label, max } = limitOf(block as BlockLike)
  return text.length > max ? `${label} must be at most ${max} characters.` : undefined
}
