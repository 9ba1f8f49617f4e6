import { describe, expect, it } from 'vitest'
import { securePage, UnsecurablePage } from '@/scripts/build/securePage'

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><title>T</title></head><body><p>Text</p>${scripts}</body></html>`

const policyOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? ''

describe('securePage', () => {
  it("puts the site's policy first in the head: scripts from the site's own files only", () => {
    const html = securePage(page('<script src="/x.js"></script>'))
    expect(html).toMatch(/^<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy"/)
    expect(policyOf(html)).toContain("script-src 'self';")
  })

  it('allows WebAssembly where it is asked for, and eval nowhere', () => {
    expect(policyOf(securePage(page(''), { webAssembly: true }))).toContain(
      "script-src 'self' 'wasm-unsafe-eval';",
    )
    expect(policyOf(securePage(page('')))).not.toContain('eval')
  })

  it('lets data blocks such as JSON-LD stay inline', () => {
    expect(() =>
      securePage(page('<script type="application/ld+json">{"a":1}</script>')),
    ).not.toThrow()
  })

  it('replaces a policy from an earlier run instead of adding a second', () => {
    const twice = securePage(securePage(page('')))
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1)
  })

  it('refuses a page without a head', () => {
    expect(() => securePage('<html><body></body></html>')).toThrow(/no <head>/)
  })

  it.each([
    ['a plain inline script', '<script>a()</script>'],
    ['an inline module', '<script type="module">a()</script>'],
    ['a script tag in capitals', '<SCRIPT>a()</SCRIPT>'],
    ['a type in single quotes', "<script type='module'>a()</script>"],
    ['an attribute before the type', '<script nonce="x" type="text/javascript">a()</script>'],
  ])('refuses %s, which the policy would block', (_name, script) => {
    expect(() => securePage(page(script))).toThrow(UnsecurablePage)
  })
})
