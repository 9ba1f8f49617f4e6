import type { Readable } from 'node:stream'
import { requester } from '@sanity/client'
import { describeHtml, UnreadableAnswer } from './failure'

type Requester = typeof requester
type Middleware = Parameters<Requester['use']>[0]

/** get-it's words for a body that did not parse, the only sign of it it gives. */
const jsonParseFailure = /^Failed to parsed? response body as JSON: /

function notJson(response: { statusCode: number; headers: unknown; body: unknown }) {
  const headers = response.headers as Record<string, string | undefined>
  const type = headers['content-type'] ?? 'no content type'
  const body = typeof response.body === 'string' ? response.body : ''
  const what = /html/i.test(type) || /^\s*</.test(body) ? describeHtml(body) : `a "${type}" answer`
  const empty = body.trim() === '' ? 'an empty answer' : what
  return new UnreadableAnswer(
    'not-json',
    `HTTP ${response.statusCode} with ${empty} where JSON was expected`,
    response.statusCode,
  )
}

type OnHeaders = NonNullable<Middleware['onHeaders']>

/** The request's own timeout: how long the API may stay silent, half-way through a body too. */
function idleLimitMs(timeout: unknown): number | undefined {
  if (typeof timeout === 'number') return timeout
  const socket = (timeout as { socket?: unknown } | undefined)?.socket
  return typeof socket === 'number' ? socket : undefined
}

/**
 * get-it gives up on a connection that goes silent only until the answer starts: when the
 * connection closes half-way through the body, it waits forever. This watch fails the request
 * once the body stops for as long as a request may go unanswered.
 */
const watchBody: OnHeaders = (body, { headers, context }) => {
  // Each onHeaders gets the stream the one before it returned (get-it's progress stream).
  const stream = body as unknown as Readable
  const limitMs = idleLimitMs(context.options.timeout)
  if (limitMs === undefined) return body as unknown as ReturnType<OnHeaders>
  const expected = headers['content-length']
  let received = 0
  let timer: NodeJS.Timeout | undefined
  const stop = () => clearTimeout(timer)
  const restart = () => {
    stop()
    timer = setTimeout(() => {
      const of = expected ? ` of ${expected}` : ''
      stream.destroy(
        new UnreadableAnswer(
          'cut-off',
          `the answer stopped half-way, after ${received}${of} bytes, and nothing more came for ${limitMs} ms`,
        ),
      )
    }, limitMs)
  }
  stream.on('data', (chunk: Buffer) => {
    received += chunk.length
    restart()
  })
  stream.once('end', stop)
  stream.once('close', stop)
  restart()
  return body as unknown as ReturnType<OnHeaders>
}

/**
 * Every answer the Sanity API gives is JSON, complete. @sanity/client (get-it) takes a 200
 * with an HTML page as a result of `undefined`, and waits forever on an answer whose
 * connection closes half-way; this middleware turns both, and a body that is not valid JSON,
 * into an UnreadableAnswer that the retry policy and the explanations know.
 */
const wholeJsonAnswers: Middleware = {
  onHeaders: watchBody,
  // Only successful answers get here: get-it has already thrown for 4xx and 5xx.
  onResponse: (response) => {
    if (typeof response.body === 'string' || Buffer.isBuffer(response.body)) throw notJson(response)
    return response
  },
  onError: (error) =>
    error instanceof SyntaxError && jsonParseFailure.test(error.message)
      ? new UnreadableAnswer(
          'malformed',
          `an answer that is not valid JSON (${error.message.replace(jsonParseFailure, '')})`,
        )
      : error,
}

/** @sanity/client's own requester with the check above added last. */
export const checkedRequester: Requester = requester.clone().use(wholeJsonAnswers)
