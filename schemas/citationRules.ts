import { citationKinds, type CitationKind } from '@/schemas/vocabulary'

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

/**
 * Why a link in an article's text is not allowed, given every address its article cites. A link
 * with no https host is its own rule's to name (httpsUrl in rules.ts): one cause, one message.
 */
export const uncitedLink = (href: string, citedUrls: ReadonlySet<string>) =>
  citedUrls.has(href) || !/^https:\/\/[^/?#]/.test(href)
    ? undefined
    : `links to ${href}, which is not among the citations; cite every source the text links to`

/** Host names that never name a publisher: this machine, a private network, a reserved name. */
const privateNames = /(^|\.)(localhost|local|internal|intranet|home|lan|test|example|invalid)$/

/**
 * Why a source's address is not one a reader can open at its publisher, or undefined. The
 * seed prints these words after the field's path, the Studio after "URL".
 */
export function sourceUrlProblem(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined // Not a URL at all: the https rule says so.
  }
  if (parsed.username || parsed.password)
    return 'must not carry a user name or password (user:pass@); give the address as readers open it'
  // new URL() gives IPv6 in brackets and every IPv4 form (10.1, 0x0a.0.0.1) as dotted decimal.
  // A trailing dot names the same host (`localhost.` is localhost): judged without it.
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '')
  if (host.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(host))
    return `names an IP address (${host}), not the publisher's domain; cite the address readers see`
  if (!host.includes('.') || privateNames.test(host))
    return `names ${host}, which is not a public website; cite the publisher's own address`
  // A host typed with a letter outside a–z (the Cyrillic "і" of "hrdіve.com") reaches the URL as
  // punycode, and reads as another site's name.
  if (host.split('.').some((label) => label.startsWith('xn--')))
    return `has a host name with letters outside a–z (${host}), which can imitate another site's name; type the publisher's address in plain Latin letters`
  return undefined
}

/** Where a citation repeats an earlier one's address: the earlier one's place, or undefined. */
export function earlierCitationOf(
  url: unknown,
  index: number,
  citations: unknown,
): number | undefined {
  if (typeof url !== 'string') return undefined
  const list = (Array.isArray(citations) ? citations : []) as { url?: unknown }[]
  const first = list.findIndex((citation) => citation?.url === url)
  return first >= 0 && first < index ? first : undefined
}

/** "is also citation 1; cite each source once", counted from 1 as an editor counts. */
export const citedTwice = (earlier: number) =>
  `is the address of citation ${earlier + 1} too; cite each source once`
