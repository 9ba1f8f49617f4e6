import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageHeaders as pageOnlyHeaders } from '@/lib/security/responseHeaders'
import { freePort, startSite, type RunningSite } from '@/scripts/siteServer'
import { contentPages, outDir, pages, readOut } from '@/tests/builtSite/builtSite'

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

/**
 * The headers are read from the host's own local runtime serving out/, which applies
 * `_headers` as Cloudflare Pages does: no reading of that file of our own to trust.
 */
let host: RunningSite | undefined
const served = (urlPath: string) =>
  fetch(`${host!.url}${urlPath}`, { redirect: 'manual' }).then(async (response) => ({
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  }))
/** The headers of every page (checked alike below), as the host sends them. */
let pageHeaders: Record<string, string> = {}

beforeAll(async () => {
  host = await startSite(outDir, await freePort())
  pageHeaders = (await served(contentPages[0]!.route)).headers
}, 120_000)
afterAll(() => host?.stop())

/** The folders of files that are not pages: scripts, images, social cards, the search index. */
const assetFolders = ['_next', 'media', 'og', 'pagefind']
/** A file the site really has under each of them. */
const assetFiles = assetFolders.map((folder) => {
  const file = readdirSync(path.join(outDir, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))[0]
  if (!file) throw new Error(`out/${folder}/ holds no file to check the headers of.`)
  return `/${file.split(path.sep).join('/')}`
})

describe('the content security policy', () => {
  it.each(pages.map((page) => [page.route, page] as const))(
    'on %s is the first thing in its head, allowing exactly its own inline scripts and no other origin',
    (_route, page) => {
      expect(page.html).toContain('<head><meta http-equiv="Content-Security-Policy"')
      const policy =
        /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page.html)?.[1] ?? ''
      expect(policy).toContain("default-src 'self'")
      const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? []
      // WebAssembly compiles on the search page only, for its index; JavaScript eval nowhere.
      const wasm = page.route === '/search' ? ["'wasm-unsafe-eval'"] : []
      const expected = ["'self'", ...wasm, ...inlineScriptHashes(page.html)]
      expect(new Set(scriptSources)).toEqual(new Set(expected))
      expect(policy).not.toMatch(/https?:|\*|'unsafe-eval'/)
    },
  )

  it('adds, as a header for every path, what a meta tag cannot carry: frame-ancestors', () => {
    expect(pageHeaders['content-security-policy']).toBe("frame-ancestors 'none'")
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

  it('sends the sniffing header with every response', async () => {
    for (const urlPath of assetFiles)
      expect((await served(urlPath)).headers['x-content-type-options'], urlPath).toBe('nosniff')
    expect(pageHeaders['x-content-type-options']).toBe('nosniff')
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

  it.each(assetFolders)(
    'sends the page headers with a file of /%s/ and with its 404 page',
    async (folder) => {
      const file = assetFiles[assetFolders.indexOf(folder)]!
      for (const [urlPath, status] of [
        [file, 200],
        [`/${folder}/no-such-file`, 404],
      ] as const) {
        const response = await served(urlPath)
        expect(response.status, urlPath).toBe(status)
        for (const name of Object.keys(pageOnlyHeaders))
          expect(response.headers[name.toLowerCase()], `${name} on ${urlPath}`).toBe(
            pageHeaders[name.toLowerCase()],
          )
      }
    },
  )
})

describe('the headers of every page', () => {
  const year = 365 * 24 * 60 * 60

  it('keep the referrer to the origin, the pages out of frames and other sites out of their window', () => {
    expect(pageHeaders).toMatchObject({
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    })
  })

  it('tell browsers to use HTTPS for a year or two, subdomains included', () => {
    const directives = (pageHeaders['strict-transport-security'] ?? '').split(/;\s*/)
    const maxAge = Number(/^max-age=(\d+)$/.exec(directives[0] ?? '')?.[1])
    expect(maxAge).toBeGreaterThanOrEqual(year)
    expect(maxAge).toBeLessThanOrEqual(2 * year)
    expect(directives).toContain('includeSubDomains')
  })

  it('deny the features no page uses to the page and anything it embeds, interest-cohort retired', () => {
    const allowed = new Map(
      (pageHeaders['permissions-policy'] ?? '').split(/,\s*/).map((entry) => {
        const [name = '', allowList = ''] = entry.split('=')
        return [name, allowList] as const
      }),
    )
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'browsing-topics',
      'serial',
      'hid',
      'display-capture',
    ])
      expect(allowed.get(feature), feature).toBe('()')
    // Retired with the API that browsing-topics replaced.
    expect(allowed.has('interest-cohort')).toBe(false)
  })
})

describe('the host serving out/', () => {
  const page = contentPages.find((candidate) => candidate.route.split('/').length > 2)!

  // Its headers: the 404s of each folder of files above.
  it('answers a path of no page with 404 and the site’s 404 page', async () => {
    const response = await served(`${page.route}-no-such-page`)
    expect(response.status).toBe(404)
    expect(response.body).toBe(readOut('404.html'))
  })

  it.each([
    ['.html', (route: string) => `${route}.html`],
    ['a trailing slash', (route: string) => `${route}/`],
    ['/index.html', () => '/index.html'],
  ])(
    'redirects a page’s address with %s to its clean URL, with the page headers',
    async (_, spelt) => {
      const from = spelt(page.route)
      const response = await served(from)
      expect(response.status).toBeGreaterThanOrEqual(301)
      expect(response.status).toBeLessThanOrEqual(308)
      const location = new URL(response.headers.location ?? '', host!.url)
      expect(location.origin).toBe(host!.url)
      expect(location.pathname).toBe(from === '/index.html' ? '/' : page.route)
      expect(response.headers['x-frame-options']).toBe(pageHeaders['x-frame-options'])
    },
  )

  it.each(['//evil.com/', '//evil.com/index.html', '///evil.com//', '//evil.com/about.html'])(
    'never sends %s to another site',
    async (urlPath) => {
      const { headers } = await served(urlPath)
      if (headers.location) expect(new URL(headers.location, host!.url).origin).toBe(host!.url)
    },
  )

  it('never serves the headers file itself', async () => {
    const response = await served('/_headers')
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.body).not.toContain(readOut('_headers').split('\n')[1]!.trim())
  })
})
