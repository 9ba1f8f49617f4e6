import { wordsPerMinute } from '@/schemas/vocabulary'

/** The parts of a Portable Text body that carry words, whatever the block type. */
interface BodyNode {
  _type: string
  children?: { text?: string }[]
  points?: string[]
  items?: string[]
  quote?: string
  attribution?: string
  title?: string
  text?: string
  heading?: string
}

function nodeText(node: BodyNode): string[] {
  if (node._type === 'block') return (node.children ?? []).map((child) => child.text ?? '')
  return [
    node.heading,
    node.title,
    node.text,
    node.quote,
    node.attribution,
    ...(node.points ?? []),
    ...(node.items ?? []),
  ].filter((part): part is string => typeof part === 'string')
}

export function countWords(body: readonly BodyNode[]): number {
  return body
    .flatMap(nodeText)
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Whole minutes, rounded up, so a label never promises less reading than there is. */
export function readingMinutes(body: readonly BodyNode[]): number {
  return Math.max(1, Math.ceil(countWords(body) / wordsPerMinute))
}

export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`
}
