import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { headersFor, parseHeadersFile } from '@/scripts/serve/headersFile'
import { outDir, pages, readOut } from './builtSite'

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

const headerRules = parseHeadersFile(readOut('_headers'))
/** The headers a host sends with a page, read from the file as the host reads it. */
const pageHeaders = headersFor(headerRules, '/about')

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

  it('adds, as a header for every path, what a meta tag cannot carry: frame-ancestors', () => {
    expect(pageHeaders['Content-Security-Policy']).toBe("frame-ancestors 'none'")
  })
})

describe('the headers file', () => {
  const text = readOut('_headers')
  const rules = text
    .split('\n')
    .filter((line) => line && !line.startsWith(' ') && !line.startsWith('#'))

  it('stays within what Cloudflare Pages reads: 100 rules, lines of 2,000 characters', () => {
    expect(rules.length).toBeLessThanOrEqual(100)
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(2000)
  })

  it('sends the sniffing header with every response', () => {
    expect(headersFor(headerRules, '/_next/static/chunks/main.js')['X-Content-Type-Options']).toBe(
      'nosniff',
    )
    expect(pageHeaders['X-Content-Type-Options']).toBe('nosniff')
  })

  it('ships no worker script, which would run under no policy: Pagefind runs in the search page', () => {
    const scripts = readdirSync(path.join(outDir, 'pagefind'), {
      recursive: true,
      encoding: 'utf8',
    })
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.basename(file))
    expect(new Set(scripts)).toEqual(new Set(['pagefind.js']))
  })

  it.each([
    '/_next/static/chunks/main.js',
    '/media/hero-800.avif',
    '/og/h1b-changes.png',
    '/pagefind/pagefind.js',
  ])('leaves the page headers off %s, which is not a page', (assetPath) => {
    expect(headersFor(headerRules, assetPath)).toEqual({ 'X-Content-Type-Options': 'nosniff' })
  })
})

describe('the headers of every page', () => {
  const everyPath = pageHeaders
  const year = 365 * 24 * 60 * 60

  it('keep the referrer to the origin and the pages out of frames', () => {
    expect(everyPath).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    })
  })

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
