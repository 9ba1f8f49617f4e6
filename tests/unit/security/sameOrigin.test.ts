import { describe, expect, it } from 'vitest'
import { isSameOriginRequest, sameOriginPath } from '@/lib/security/sameOrigin'

const origin = 'http://127.0.0.1:3100'

/** Redirect targets as the route receives them, once the form or query has been decoded. */
const offSite = [
  '//evil.com',
  '///evil.com',
  '/\\evil.com',
  '/\\/evil.com',
  '\\\\evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '/\u0000/evil.com',
  'https:evil.com',
  'https://evil.com',
  'http://127.0.0.1:3100.evil.com/',
  'javascript:alert(1)',
  'evil.com',
  ' //evil.com',
  '/.//evil.com',
  '/..//evil.com',
  '/a/../..//evil.com',
  // Encoded once more than the route decodes: harmless as a path, refused lest a hop decode it.
  '/%5Cevil.com',
  '/%5C/evil.com',
  '/%09/evil.com',
  '/%2F%2Fevil.com',
  '/%2f/evil.com',
  '%2F%2Fevil.com',
  '/%0a/evil.com',
  '/%E0%A4%A',
]

describe('sameOriginPath', () => {
  it.each(offSite)('refuses %j', (value) => {
    expect(sameOriginPath(value, origin)).toBeNull()
  })

  it.each([
    ['/', '/'],
    ['/article/h1b-changes', '/article/h1b-changes'],
    ['/search?q=pay%20equity#results', '/search?q=pay%20equity#results'],
    ['/category/talent/page/2', '/category/talent/page/2'],
    // Encoded twice: once decoded it is a literal `%5C` in a path of this site.
    ['/%255Cevil.com', '/%255Cevil.com'],
  ])('follows %j to %j', (value, path) => {
    expect(sameOriginPath(value, origin)).toBe(path)
  })

  it('refuses what is not a string', () => {
    expect(sameOriginPath(null, origin)).toBeNull()
    expect(sameOriginPath(new Blob(['/about']), origin)).toBeNull()
  })

  it('never returns a path that leaves the origin', () => {
    for (const value of offSite) {
      const path = sameOriginPath(value, origin) ?? '/'
      expect(new URL(path, origin).origin).toBe(origin)
      expect(path).toMatch(/^\/(?![/\\])/)
    }
  })
})

describe('isSameOriginRequest', () => {
  const request = (headers: Record<string, string>) =>
    isSameOriginRequest(new Headers({ host: '127.0.0.1:3100', ...headers }))

  it.each([
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ origin }],
    [{ origin: 'https://preview.example.com', 'x-forwarded-host': 'preview.example.com' }],
  ])('accepts a request from a page of this server (%j)', (headers) => {
    expect(request(headers)).toBe(true)
  })

  it.each([
    [{ 'sec-fetch-site': 'cross-site', origin }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ 'sec-fetch-site': 'none' }],
    [{ origin: 'http://evil.com' }],
    [{ origin: 'http://127.0.0.1:3101' }],
    [{ origin: 'null' }],
    [{ origin: 'http://127.0.0.1:3100', 'x-forwarded-host': 'preview.example.com' }],
    [{}],
  ])('refuses a request from anywhere else (%j)', (headers) => {
    expect(request(headers)).toBe(false)
  })
})
