import { describe, expect, it } from 'vitest'
import { classifyFailure, transientKinds, UnusableAnswer } from '@/lib/sanity/failure'
import { withRetry } from '@/lib/sanity/retry'

/** An HTTP error as @sanity/client throws it, with the answer it got. */
const answered = (statusCode: number, contentType: string, body: unknown, message = 'words') =>
  Object.assign(new Error(message), {
    statusCode,
    response: { headers: { 'content-type': contentType }, body, statusMessage: 'Status' },
  })

describe('sorting failures', () => {
  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'rejected'],
    [429, 'rate-limited'],
    [500, 'server'],
  ])('HTTP %i is %s', (status, kind) => {
    expect(classifyFailure(answered(status, 'application/json', {}))).toEqual({
      kind,
      status,
      detail: 'words',
    })
  })

  it('names an HTML page by its title, never its markup, and takes it for the wrong address unless 429 or 5xx', () => {
    const page = '<html>\n<head><title>502 Bad Gateway</title></head>\n<body>…</body></html>'
    expect(classifyFailure(answered(502, 'text/html', page))).toEqual({
      kind: 'server',
      status: 502,
      detail: 'HTTP 502 Status with an HTML page ("502 Bad Gateway")',
    })
    expect(classifyFailure(answered(404, 'text/html', '<html></html>'))?.kind).toBe('not-json')
  })

  it('finds what happened in the causes an error was wrapped in', () => {
    const fetchFailed = new TypeError('fetch failed', {
      cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }),
    })
    expect(classifyFailure(fetchFailed)?.kind).toBe('network')
    // @sanity/import wraps a failed asset lookup in an Error of its own.
    const lookup = new Error('Error while attempt to query Sanity API', {
      cause: answered(403, 'application/json', {}),
    })
    expect(classifyFailure(lookup)?.kind).toBe('forbidden')
  })

  it('never shows a body that did not parse, and keeps a server’s words on one line', () => {
    const parse = new SyntaxError('Unexpected token < in "<script>alert(1)</script>"')
    expect(classifyFailure(parse)).toEqual({
      kind: 'malformed',
      detail: 'an answer that is not valid JSON',
    })
    const listed = answered(409, 'application/json', {}, 'Mutation(s) failed:\n- one\n- two')
    expect(classifyFailure(listed)?.detail).toBe('Mutation(s) failed: - one - two')
  })

  it('leaves a bug alone', () => {
    expect(classifyFailure(new TypeError('undefined is not a function'))).toBeUndefined()
  })
})

describe('withRetry, for the preview’s queries', () => {
  it('retries a transient failure and gives up on a refusal at once', async () => {
    let calls = 0
    const flaky = async () => {
      calls += 1
      if (calls === 1) throw answered(503, 'application/json', {})
      return 'ok'
    }
    await expect(withRetry(flaky, { attempts: 2, baseDelayMs: 1, maxDelayMs: 1 })).resolves.toBe(
      'ok',
    )
    const refusal = answered(401, 'application/json', {})
    let refused = 0
    const refuse = async () => {
      refused += 1
      throw refusal
    }
    await expect(withRetry(refuse, { attempts: 3, baseDelayMs: 1, maxDelayMs: 1 })).rejects.toBe(
      refusal,
    )
    expect(refused).toBe(1)
    expect(transientKinds.has(classifyFailure(new UnusableAnswer('cut-off', 'x'))!.kind)).toBe(true)
  })
})
