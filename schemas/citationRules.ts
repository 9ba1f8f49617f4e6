import { citationKinds, type CitationKind } from './vocabulary'

/**
 * What a citation must say about itself, beside the others of its article: each is original
 * reporting, a primary document or a named firm's or author's analysis, and a republication
 * (a copy, digest or rewrite) stands only beside the original it copies. Worded once: the seed
 * prints these after the field's path, the Studio after its label. The list of syndicators
 * (syndicatedHosts.ts) stays as a second net for copies nobody marked.
 */

const kindValues: readonly string[] = citationKinds.map(({ value }) => value)

export const kindMissing = `is required: say what the source is (${kindValues.join(', ')})`

export const isCitationKind = (value: unknown): value is CitationKind =>
  typeof value === 'string' && kindValues.includes(value)

interface CitationLike {
  kind?: unknown
  original?: unknown
}

/** Every address an article's citations name. */
export function citedUrls(citations: unknown): Set<string> {
  const list = (Array.isArray(citations) ? citations : []) as { url?: unknown }[]
  return new Set(list.flatMap(({ url }) => (typeof url === 'string' ? [url] : [])))
}

/** What is wrong with a citation's `original`, given every address its article cites. */
export function originalProblem(
  citation: CitationLike,
  citedUrls: ReadonlySet<string>,
): string | undefined {
  if (citation.kind !== 'republication')
    return citation.original === undefined || citation.original === ''
      ? undefined
      : 'is only for a republication; remove it, or mark the source as one'
  if (typeof citation.original !== 'string' || citation.original === '')
    return 'is required for a republication: give the address of the original it copies, and cite that original too'
  if (!citedUrls.has(citation.original))
    return `is not among this article's citations: cite the original (${citation.original}) beside its republication, or instead of it`
  return undefined
}

/** Why a link in an article's text is not allowed, given every address its article cites. */
export const uncitedLink = (href: string, citedUrls: ReadonlySet<string>) =>
  citedUrls.has(href)
    ? undefined
    : `links to ${href}, which is not among the citations; cite every source the text links to`
