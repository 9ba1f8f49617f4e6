import { describe, expect, it } from 'vitest'
import {
  classifyFailure,
  HttpStatusError,
  parseRetryAfter,
  UnreadableAnswer,
} from '@/lib/content/hosted/failure'
import { RetriesExhausted, withRetry, type RetryPolicy } from '@/lib/content/hosted/retry'

const policy: RetryPolicy = { attempts: 4, baseDelayMs: 100, maxDelayMs: 250 }

/** An operation that fails with the given errors, then succeeds. */
function failing(...errors: unknown[]) {
  let calls = 0
  const operation = async () => {
    calls += 1
    if (errors.length > 0) throw errors.shift()
    return 'ok'
  }
  return { operation, calls: () => calls }
}

const slept: number[] = []
const sleep = async (ms: number) => {
  slept.push(ms)
}

describe('sorting failures', () => {
  it.each([
    [401, 'unauthorized', false],
    [403, 'forbidden', false],
    [404, 'not-found', false],
    [409, 'rejected', false],
    [429, 'rate-limited', true],
    [500, 'server', true],
    [503, 'server', true],
  ])('HTTP %i is %s, retryable: %s', (status, kind, retryable) => {
    expect(classifyFailure(new HttpStatusError(status, 'x'))).toMatchObject({
      kind,
      retryable,
      status,
    })
  })

  it('reads the pause a server asks for', () => {
    expect(
      classifyFailure(new HttpStatusError(429, 'x', { 'retry-after': '3' }))?.retryAfterMs,
    ).toBe(3000)
    expect(
      parseRetryAfter('Thu, 01 Jan 2099 00:00:10 GMT', Date.parse('2099-01-01T00:00:00Z')),
    ).toBe(10_000)
  })

  it('finds a socket error inside fetch’s "fetch failed"', () => {
    const error = new TypeError('fetch failed', {
      cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }),
    })
    expect(classifyFailure(error)).toMatchObject({ kind: 'network', retryable: true })
  })

  it('knows a timeout', () => {
    expect(
      classifyFailure(Object.assign(new Error('Socket timed out'), { code: 'ESOCKETTIMEDOUT' }))
        ?.kind,
    ).toBe('timeout')
    expect(classifyFailure(new DOMException('timed out', 'TimeoutError'))?.kind).toBe('timeout')
  })

  /** An HTTP error as @sanity/client throws it, with the answer it got. */
  const answered = (statusCode: number, contentType: string, body: unknown) =>
    Object.assign(new Error(`resulted in HTTP ${statusCode} (${String(body)})`), {
      statusCode,
      response: { headers: { 'content-type': contentType }, body, statusMessage: 'Status' },
    })

  it('names an HTML error page by its title, never its markup', () => {
    const page = '<html>\n<head><title>502 Bad Gateway</title></head>\n<body>…</body></html>'
    expect(classifyFailure(answered(502, 'text/html', page))).toEqual({
      kind: 'server',
      status: 502,
      retryable: true,
      detail: 'HTTP 502 Status with an HTML page ("502 Bad Gateway")',
    })
  })

  it('takes an HTML page with any other status for the wrong address, not worth a retry', () => {
    expect(classifyFailure(answered(404, 'text/html', '<html></html>'))).toMatchObject({
      kind: 'not-json',
      retryable: false,
    })
    expect(classifyFailure(answered(404, 'application/json', { error: 'x' }))?.kind).toBe(
      'not-found',
    )
  })

  it.each([
    ['cut-off', true],
    ['malformed', true],
    ['not-json', false],
  ] as const)('knows an unreadable answer: %s, retryable: %s', (kind, retryable) => {
    expect(classifyFailure(new UnreadableAnswer(kind, 'x', 200))).toMatchObject({
      kind,
      retryable,
    })
  })

  it('keeps a server’s words on one line', () => {
    const error = new HttpStatusError(409, 'Mutation(s) failed:\n- one\n- two')
    expect(classifyFailure(error)?.detail).toBe('Mutation(s) failed: - one - two')
  })

  it('leaves a bug alone', () => {
    expect(classifyFailure(new TypeError('undefined is not a function'))).toBeUndefined()
  })
})

describe('retrying', () => {
  it('retries transient failures with doubling pauses, up to the cap', async () => {
    slept.length = 0
    const { operation, calls } = failing(
      new HttpStatusError(500, 'x'),
      new HttpStatusError(429, 'x'),
      new HttpStatusError(502, 'x'),
    )
    await expect(withRetry(operation, policy, { sleep })).resolves.toBe('ok')
    expect(calls()).toBe(4)
    expect(slept).toEqual([100, 200, 250])
  })

  it('waits as long as the server asks, when that is longer', async () => {
    slept.length = 0
    const { operation } = failing(new HttpStatusError(429, 'x', { 'retry-after': '2' }))
    await withRetry(operation, policy, { sleep })
    expect(slept).toEqual([2000])
  })

  it('does not retry a refusal', async () => {
    const refusal = new HttpStatusError(401, 'x')
    const { operation, calls } = failing(refusal)
    await expect(withRetry(operation, policy, { sleep })).rejects.toBe(refusal)
    expect(calls()).toBe(1)
  })

  it('gives up after the last attempt, saying how many were made', async () => {
    const errors = Array.from({ length: 4 }, () => new HttpStatusError(503, 'busy'))
    const { operation, calls } = failing(...errors)
    const error = await withRetry(operation, policy, { sleep }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RetriesExhausted)
    expect(error).toMatchObject({ attempts: 4, failure: { kind: 'server', status: 503 } })
    expect(calls()).toBe(4)
  })
})
