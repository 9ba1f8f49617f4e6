import { createHash } from 'node:crypto'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { parseHeadersFile } from '@/scripts/staticServer'
import { contentPages, pages, readOut } from './builtSite'

/**
 * The hashes a browser computes for a page's inline scripts, found and hashed here with an
 * HTML parser and node:crypto, not with the build's own code: a bug there cannot hide itself.
 */
function inlineScriptHashes(html: string): string[] {
  return parse(html)
    .querySelectorAll('script')
    .filter((script) => !script.hasAttribute('src'))
    .filter((script) =>
      ['', 'text/javascript', 'module'].includes(script.getAttribute('type') ?? ''),
    )
    .map(
      (script) =>
        `'sha256-${createHash('sha256').update(script.rawText, 'utf8').digest('base64')}'`,
    )
}

const headers = parseHeadersFile(readOut('_headers'))

function policyOf(html: string): string {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)
  return match?.[1] ?? ''
}

describe('the content security policy', () => {
  it.each(pages.map((page) => [page.route, page] as const))(
    'on %s allows exactly its own inline scripts, and no other origin',
    (_route, page) => {
      const policy = policyOf(page.html)
      expect(policy).toContain("default-src 'self'")
      const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? []
      // WebAssembly compiles on the search page only, for its index; JavaScript eval nowhere.
      const wasm = page.route === '/search' ? ["'wasm-unsafe-eval'"] : []
      const expected = ["'self'", ...wasm, ...inlineScriptHashes(page.html)]
      expect(new Set(scriptSources)).toEqual(new Set(expected))
      expect(policy).not.toMatch(/https?:|\*|'unsafe-eval'/)
      expect(/script-src[^;]*'unsafe-inline'/.test(policy)).toBe(false)
    },
  )

  it('is the first thing in every page head', () => {
    for (const page of pages)
      expect(
        page.html.indexOf('<head><meta http-equiv="Content-Security-Policy"'),
        page.route,
      ).toBeGreaterThan(-1)
  })

  it.each(contentPages.map((page) => [page.route, page] as const))(
    'is sent as a header for %s, with frame-ancestors',
    (route, page) => {
      const header = headers.get(route)?.['Content-Security-Policy'] ?? ''
      expect(header).toContain("frame-ancestors 'none'")
      expect(header.replace("; frame-ancestors 'none'", '')).toBe(policyOf(page.html))
    },
  )

  it('sends the referrer, sniffing and framing headers for every path', () => {
    expect(headers.get('/*')).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    })
  })
})

describe('the headers for every path', () => {
  const everyPath = headers.get('/*') ?? {}
  const year = 365 * 24 * 60 * 60

  it('tell browsers to use HTTPS for a year or two, subdomains included', () => {
    const directives = (everyPath['Strict-Transport-Security'] ?? '').split(/;\s*/)
    const maxAge = Number(/^max-age=(\d+)$/.exec(directives[0] ?? '')?.[1])
    expect(maxAge).toBeGreaterThanOrEqual(year)
    expect(maxAge).toBeLessThanOrEqual(2 * year)
    expect(directives).toContain('includeSubDomains')
  })

  it('keep other sites opened from a page out of its window', () => {
    expect(everyPath['Cross-Origin-Opener-Policy']).toBe('same-origin')
  })

  it.each([
    'camera',
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'browsing-topics',
    'serial',
    'hid',
    'display-capture',
  ])('deny the %s feature to the page and anything it embeds', (feature) => {
    const allowed = new Map(
      (everyPath['Permissions-Policy'] ?? '').split(/,\s*/).map((entry) => {
        const [name = '', allowList = ''] = entry.split('=')
        return [name, allowList] as const
      }),
    )
    expect(allowed.get(feature)).toBe('()')
  })

  it('leave out interest-cohort, retired with the API that browsing-topics replaced', () => {
    expect(everyPath['Permissions-Policy']).not.toContain('interest-cohort')
  })
})
