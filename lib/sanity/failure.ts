import type { HostedConfig } from '@/lib/sanity/client'

/**
 * Which Sanity dataset a request was for, the API base it went to, and the role its token needs
 * for the whole job (Viewer to build, Editor to import): what an editor would fix.
 */
export type ApiTarget = HostedConfig & { host: string; role: 'Viewer' | 'Editor' }

export interface Failure {
  kind: FailureKind
  /** The HTTP status, when the server answered. */
  status?: number
  /** The server's or the socket's own words, on one line. */
  detail: string
}

type Access = 'read' | 'write'

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

/** The API was there but busy, slow or broken for a moment: running the job again later may work. */
export const transientKinds: ReadonlySet<FailureKind> = new Set<FailureKind>([
  'rate-limited',
  'server',
  'timeout',
  'network',
  'cut-off',
  'malformed',
])

const manage = (projectId: string) => `https://www.sanity.io/manage/project/${projectId}`

/** The reason of a failure and its fix, for the person who has to fix it. */
function reason({ kind, status, detail }: Failure, t: ApiTarget, access: Access): string {
  switch (kind) {
    case 'unauthorized':
      return t.token
        ? `Sanity refused the token in ${t.tokenVariable} (HTTP 401: ${detail}). ` +
            `It is wrong, expired or revoked: create one with the ${t.role} role under API → Tokens at ${manage(t.projectId)} and set ${t.tokenVariable}.`
        : `Sanity asks for a token (HTTP 401). Set ${t.tokenVariable} to a token with the ${t.role} role.`
    case 'forbidden':
      return t.token
        ? `the token in ${t.tokenVariable} may not ${access} dataset "${t.dataset}" (HTTP 403: ${detail}). Give it the ${t.role} role.`
        : `dataset "${t.dataset}" is private (HTTP 403). Set ${t.tokenVariable} to a token with the ${t.role} role.`
    case 'not-found':
      if (/dataset/i.test(detail))
        return (
          `dataset "${t.dataset}" does not exist in project "${t.projectId}" (HTTP 404). ` +
          `Check SANITY_DATASET, or create the dataset under Datasets at ${manage(t.projectId)}.`
        )
      if (/project/i.test(detail))
        return `project "${t.projectId}" does not exist (HTTP 404). Check SANITY_PROJECT_ID against https://www.sanity.io/manage.`
      return `project "${t.projectId}" or its dataset "${t.dataset}" was not found (HTTP 404). Check SANITY_PROJECT_ID and SANITY_DATASET.`
    case 'rejected':
      return `Sanity refused the request (HTTP ${status}): ${detail}`
    case 'rate-limited':
      return `Sanity still answered HTTP 429 Too Many Requests after retrying (${detail}). Wait a minute and run it again.`
    case 'server':
      return `Sanity answered HTTP ${status} (${detail}). Check https://www.sanity-status.com and run it again later.`
    case 'timeout':
      return `${t.host} did not answer in time (${detail}). Run it again later.`
    case 'network':
      return `could not reach ${t.host} (${detail}). Check the network connection.`
    case 'cut-off':
      return `${t.host} stopped answering or cut its answer off (${detail}). Check the network connection and run it again later.`
    case 'malformed':
      return `${t.host} sent an answer that could not be read (${detail}). Run it again later; if it keeps happening, check SANITY_API_HOST or the proxy in between.`
    case 'not-json':
      return `${t.host} is not the Sanity API (it answered ${detail}). The project id or API host is probably wrong: check SANITY_PROJECT_ID ("${t.projectId}") and, if set, SANITY_API_HOST.`
  }
}

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

/** A failure of the hosted API, worded for the person who has to fix it. */
export class HostedApiError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    options: { cause: unknown },
  ) {
    super(message, options)
    this.name = 'HostedApiError'
  }
}

/**
 * Rewords an error from a hosted API call as "Could not <doing> …: <reason and fix>". Errors
 * that are not API failures (bugs, bad arguments) come back unchanged.
 */
export function explainFailure(error: unknown, t: ApiTarget, doing: string, access: Access) {
  const failure = classifyFailure(error)
  if (!failure) return error
  const where = `project "${t.projectId}", dataset "${t.dataset}"`
  const message = `Could not ${doing} (${where}): ${reason(failure, t, access)}`
  return new HostedApiError(message, failure.kind, { cause: error })
}

/** The one line to show a person for any failure of a hosted call, explained where possible. */
export function failureMessage(error: unknown, t: ApiTarget, doing: string, access: Access) {
  const explained = explainFailure(error, t, doing, access)
  return explained instanceof Error ? explained.message : `Could not ${doing}: ${String(explained)}`
}
