/** What went wrong talking to an HTTP API, in the terms a retry decision and an editor need. */
export type FailureKind =
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'rate-limited'
  | 'server'
  | 'rejected'
  | 'timeout'
  | 'network'
  /** The connection closed before the whole answer arrived. */
  | 'cut-off'
  /** The answer said it was JSON and was not: garbled or cut short on the way. */
  | 'malformed'
  /** A web page (or other non-JSON) where the API answers JSON: something else is at that address. */
  | 'not-json'

export interface Failure {
  kind: FailureKind
  /** The HTTP status, when the server answered. */
  status?: number
  /** Transient: worth another attempt after a pause. */
  retryable: boolean
  /** The pause the server asked for (Retry-After), if any. */
  retryAfterMs?: number
  /** The server's or the socket's own words. */
  detail: string
}

/** An HTTP answer that is not a success, for code that calls fetch itself. */
export class HttpStatusError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string | undefined> = {},
  ) {
    super(message)
    this.name = 'HttpStatusError'
  }
}

/**
 * An answer that arrived but cannot be used: cut off, not valid JSON, or not JSON at all.
 * The hosted client's own middleware throws it (answers.ts), so every request type is checked.
 */
export class UnreadableAnswer extends Error {
  constructor(
    readonly kind: 'cut-off' | 'malformed' | 'not-json',
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'UnreadableAnswer'
  }
}

/** What an HTML page is, in a few words: its title or first heading, never its markup. */
export function describeHtml(html: string): string {
  const heading = /<(title|h1)[^>]*>([^<]*)</i.exec(html)?.[2]?.replace(/\s+/g, ' ').trim()
  return heading ? `an HTML page ("${heading.slice(0, 80)}")` : 'an HTML page'
}

const looksLikeHtml = (contentType: string | undefined, body: unknown) =>
  /html/i.test(contentType ?? '') || (typeof body === 'string' && /^\s*</.test(body))

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

type Loose = {
  statusCode?: unknown
  code?: unknown
  name?: unknown
  message?: unknown
  cause?: unknown
  headers?: unknown
  response?: { headers?: unknown; body?: unknown; statusMessage?: unknown }
}

const asLoose = (value: unknown): Loose | undefined =>
  value !== null && typeof value === 'object' ? (value as Loose) : undefined

function header(headers: unknown, name: string): string | undefined {
  const value = asLoose(headers) && (headers as Record<string, unknown>)[name]
  return typeof value === 'string' ? value : undefined
}

/** Retry-After is either seconds or an HTTP date. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/**
 * An error page in HTML: a gateway's 5xx or a 429 is worth another attempt like any other;
 * any other status means the address does not lead to the Sanity API at all.
 */
function fromHtmlStatus(
  status: number,
  response: { statusMessage?: unknown; body?: unknown },
  retryAfter?: string,
): Failure {
  const { statusMessage, body } = response
  const text = typeof statusMessage === 'string' && statusMessage ? ` ${statusMessage}` : ''
  const page = describeHtml(typeof body === 'string' ? body : '')
  const detail = `HTTP ${status}${text} with ${page}`
  if (status === 429 || status >= 500) return fromStatus(status, detail, retryAfter)
  return { kind: 'not-json', status, retryable: false, detail }
}

function fromStatus(status: number, detail: string, retryAfter?: string): Failure {
  const base = { status, detail }
  if (status === 401) return { ...base, kind: 'unauthorized', retryable: false }
  if (status === 403) return { ...base, kind: 'forbidden', retryable: false }
  if (status === 404) return { ...base, kind: 'not-found', retryable: false }
  if (status === 429)
    return {
      ...base,
      kind: 'rate-limited',
      retryable: true,
      retryAfterMs: parseRetryAfter(retryAfter),
    }
  if (status >= 500)
    return { ...base, kind: 'server', retryable: true, retryAfterMs: parseRetryAfter(retryAfter) }
  return { ...base, kind: 'rejected', retryable: false }
}

/** The error's code, or its cause's: fetch wraps socket errors in a TypeError("fetch failed"). */
function errorCode(error: Loose): string | undefined {
  for (let current: Loose | undefined = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current.code === 'string') return current.code
    current = asLoose(current.cause)
  }
  return undefined
}

/**
 * Sorts an error from @sanity/client, fetch or node:http into a failure kind; undefined
 * for anything else (a bug, a bad argument), which must never be retried or reworded.
 */
export function classifyFailure(error: unknown): Failure | undefined {
  const failure = sortFailure(error)
  // Server messages may hold line breaks (a mutation's list of errors): a message is one line.
  return failure && { ...failure, detail: failure.detail.replace(/\s+/g, ' ').trim() }
}

function sortFailure(error: unknown): Failure | undefined {
  const loose = asLoose(error)
  if (!loose) return undefined
  const message = typeof loose.message === 'string' ? loose.message : String(error)
  if (error instanceof UnreadableAnswer)
    return {
      kind: error.kind,
      status: error.status,
      retryable: error.kind !== 'not-json',
      detail: message,
    }
  if (typeof loose.statusCode === 'number') {
    const headers = loose.response?.headers ?? loose.headers
    const retryAfter = header(headers, 'retry-after')
    if (loose.response && looksLikeHtml(header(headers, 'content-type'), loose.response.body))
      return fromHtmlStatus(loose.statusCode, loose.response, retryAfter)
    return fromStatus(loose.statusCode, message, retryAfter)
  }
  const code = errorCode(loose)
  if (loose.name === 'TimeoutError' || (code && timeoutCodes.has(code)))
    return { kind: 'timeout', retryable: true, detail: message }
  if (code && networkCodes.has(code))
    return { kind: 'network', retryable: true, detail: `${message} (${code})` }
  return undefined
}
