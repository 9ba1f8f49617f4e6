import type { QueryParams, SanityClient } from '@sanity/client'
import { maxRetries } from '@/lib/sanity/client'
import { describeHtml, UnusableAnswer } from '@/lib/sanity/failure'

/**
 * Runs one call with a deadline for the whole of it, its retries included, through the client's
 * documented `signal` option. The client's own timeout is not enough: get-it never settles a
 * request whose answer stops half-way (measured with @sanity/client 7.27 and get-it 8.8.3
 * against the tests' stand-in: headers and half a body, then the socket closes, and a query, a
 * mutation and an upload were each still pending 5 s later with a 1 s timeout).
 */
export async function withinDeadline<T>(
  client: SanityClient,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  // Each of the client's waits before a retry is under 500 ms (its default back-off).
  const deadlineMs = (maxRetries + 1) * ((client.config().timeout ?? 0) + 500)
  // Not AbortSignal.timeout: its timer does not keep the process alive, and a script whose only
  // pending request never settles ended with exit code 13 before the deadline (measured).
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), deadlineMs)
  try {
    return await call(controller.signal)
  } catch (error) {
    if (!controller.signal.aborted) throw error
    throw new UnusableAnswer('cut-off', `no whole answer within ${deadlineMs} ms`, {
      cause: error,
    })
  } finally {
    clearTimeout(timer)
  }
}

/**
 * A GROQ query's result. The client resolves `undefined` for an answer that is not JSON (a
 * web page with status 200, measured); asked for the whole answer it hands over the text, so
 * the failure can say what answered instead of the API.
 */
export async function hostedQuery<T>(
  client: SanityClient,
  query: string,
  params: QueryParams = {},
  options: { perspective?: 'raw' | 'published' } = {},
): Promise<T> {
  const answer: unknown = await withinDeadline(client, (signal) =>
    client.fetch(query, params, { ...options, signal, filterResponse: false }),
  )
  if (answer !== null && typeof answer === 'object' && 'result' in answer) return answer.result as T
  const page = typeof answer === 'string' && /^\s*</.test(answer)
  const what = page ? describeHtml(answer) : 'an answer that is not a query result'
  throw new UnusableAnswer('not-json', `HTTP 200 with ${what} where JSON was expected`)
}
