import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { securePage } from '@/scripts/pipeline/securePage'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><title>T</title></head><body><p>Text</p>${scripts}</body></html>`

// Every inline script of every built page, hashed apart from this code: builtSite/security.test.ts.
describe('securePage', () => {
  it('puts a policy listing each inline script by hash first in the head', () => {
    const { html, hashes } = securePage(
      page('<script>a()</script><script type="module">b()</script><script src="/x.js"></script>'),
    )
    expect(hashes).toEqual([sha('a()'), sha('b()')])
    expect(html).toMatch(/^<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy"/)
    expect(html).toContain(`script-src 'self' ${sha('a()')} ${sha('b()')}`)
  })

  it('leaves data blocks such as JSON-LD out of the policy', () => {
    const { hashes } = securePage(page('<script type="application/ld+json">{"a":1}</script>'))
    expect(hashes).toEqual([])
  })

  it('replaces a policy from an earlier run instead of adding a second', () => {
    const once = securePage(page('<script>a()</script>')).html
    const twice = securePage(once).html
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1)
  })

  it('refuses a page without a head', () => {
    expect(() => securePage('<html><body><script>a()</script></body></html>')).toThrow(/no <head>/)
  })

  it('hashes a script whose type is single-quoted after another attribute', () => {
    expect(securePage(page(`<script nonce="x" type='module'>a()</script>`)).hashes).toEqual([
      sha('a()'),
    ])
  })

  it.each([
    ['a script tag in capitals', '<SCRIPT>a()</SCRIPT>'],
    ['a data block whose type it cannot read', "<script type='application/ld+json'>{}</script>"],
  ])('refuses %s, rather than guess', (_name, script) => {
    expect(() => securePage(page(script))).toThrow(/teach scripts\/pipeline\/securePage\.ts/)
  })
})
