/** What went wrong talking to the Sanity API, in the terms an editor needs. */
export type FailureKind =
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'rate-limited'
  | 'server'
  | 'rejected'
  | 'timeout'
  | 'network'
  /** No whole answer in time: the connection went silent, or closed half-way through the answer. */
  | 'cut-off'
  /** The answer said it was JSON and was not: garbled or cut short on the way. */
  | 'malformed'
  /** A web page (or other non-JSON) where the API answers JSON: something else is at that address. */
  | 'not-json'

export interface Failure {
  kind: FailureKind
  /** The HTTP status, when the server answered. */
  status?: number
  /** The server's or the socket's own words, on one line. */
  detail: string
}

/** The API was there but busy, slow or broken for a moment: running the job again later may work. */
export const transientKinds: ReadonlySet<FailureKind> = new Set<FailureKind>([
  'rate-limited',
  'server',
  'timeout',
  'network',
  'cut-off',
  'malformed',
])

/** An answer the client took as a success that cannot be used; thrown by our own checks (query.ts). */
export class UnusableAnswer extends Error {
  constructor(
    readonly kind: 'cut-off' | 'not-json',
    detail: string,
    options?: { cause: unknown },
  ) {
    super(detail, options)
    this.name = 'UnusableAnswer'
  }
}

/** What an HTML page is, in a few words: its title or first heading, never its markup. */
export function describeHtml(html: string): string {
  const heading = /<(title|h1)[^>]*>([^<]*)</i.exec(html)?.[2]?.replace(/\s+/g, ' ').trim()
  return heading ? `an HTML page ("${heading.slice(0, 80)}")` : 'an HTML page'
}

const timeoutCodes = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT'])
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
])

/** An error as @sanity/client, get-it and @sanity/import throw them: fields, not message text. */
type Loose = {
  statusCode?: unknown
  code?: unknown
  message?: unknown
  cause?: unknown
  response?: { headers?: Record<string, unknown>; body?: unknown; statusMessage?: unknown }
}

function fromStatus(status: number, error: Loose, message: string): Failure {
  const { headers, body, statusMessage } = error.response ?? {}
  const html = /html/i.test(String(headers?.['content-type'] ?? '')) && typeof body === 'string'
  // An error page from a proxy or a wrong host: named by its title, its markup never shown.
  const detail = html
    ? `HTTP ${status}${statusMessage ? ` ${String(statusMessage)}` : ''} with ${describeHtml(body)}`
    : message
  if (status === 429) return { kind: 'rate-limited', status, detail }
  if (status >= 500) return { kind: 'server', status, detail }
  if (html) return { kind: 'not-json', status, detail }
  if (status === 401) return { kind: 'unauthorized', status, detail }
  if (status === 403) return { kind: 'forbidden', status, detail }
  if (status === 404) return { kind: 'not-found', status, detail }
  return { kind: 'rejected', status, detail }
}

function sortOne(error: Loose): Failure | undefined {
  const message = typeof error.message === 'string' ? error.message : ''
  if (error instanceof UnusableAnswer) return { kind: error.kind, detail: message }
  // get-it's JSON.parse of the body; its message quotes the body, so it is never shown.
  if (error instanceof SyntaxError)
    return { kind: 'malformed', detail: 'an answer that is not valid JSON' }
  if (typeof error.statusCode === 'number') return fromStatus(error.statusCode, error, message)
  const code = typeof error.code === 'string' ? error.code : ''
  const detail = message.includes(code) ? message : `${message} (${code})`
  if (timeoutCodes.has(code)) return { kind: 'timeout', detail }
  if (networkCodes.has(code)) return { kind: 'network', detail }
  return undefined
}

/**
 * Sorts an error from a hosted call into a failure kind, looking through its causes (fetch and
 * @sanity/import wrap the error that says what happened); undefined for anything else (a bug,
 * a bad argument), which must never be reworded as the API's fault.
 */
export function classifyFailure(error: unknown): Failure | undefined {
  let current = error
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const failure = sortOne(current as Loose)
    // Server messages may hold line breaks (a mutation's list of errors): a message is one line.
    if (failure) return { ...failure, detail: failure.detail.replace(/\s+/g, ' ').trim() }
    current = (current as Loose).cause
  }
  return undefined
}
