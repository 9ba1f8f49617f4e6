import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { deferHydration, paintWaitLimitMs } from '@/scripts/pipeline/deferHydration'
import { versionsFile } from '@/scripts/pipeline/fixtures'
import { article, asyncChunks, nextPages } from '@/tests/unit/pipeline/nextOutput'

const installed = (name: string) =>
  (
    JSON.parse(readFileSync(path.resolve('node_modules', name, 'package.json'), 'utf8')) as {
      version: string
    }
  ).version

describe('the fixtures', () => {
  it('were written by the Next and React this project runs (else: npm run fixtures:refresh)', () => {
    expect(JSON.parse(readFileSync(versionsFile, 'utf8'))).toEqual({
      next: installed('next'),
      react: installed('react'),
      'react-dom': installed('react-dom'),
    })
  })
})

describe.each(nextPages)('deferHydration on %s as next build wrote it', (_name, page) => {
  const deferred = deferHydration(page)

  it('moves the whole React payload out of the page', () => {
    expect(page).toContain('self.__next_f')
    expect(deferred.html).not.toContain('__next_f')
    expect(deferred.payload).toMatch(/^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\);\n/)
    expect(deferred.payloadPath).toMatch(/^\/_next\/static\/payload\/[0-9a-f]{20}\.js$/)
  })

  it('leaves the inline stylesheet in the page and drops its copies from the payload', () => {
    const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(page)![0]
    // A stretch of the stylesheet that reads the same escaped into the payload's strings.
    const probe = /[\w{}:;.#,()%-]{40,}/.exec(style)![0]
    expect(page.replace(style, '')).toContain(probe)
    expect(deferred.html).toContain(style)
    expect(deferred.payload).not.toContain(probe)
  })

  it('replaces the async chunks and their preloads with one loader that adds them in order', () => {
    const chunks = asyncChunks(page)
    expect(chunks.length).toBeGreaterThan(3)
    expect(asyncChunks(deferred.html)).toEqual([])
    for (const [src] of chunks)
      expect(deferred.html).not.toContain(
        `rel="preload" as="script" fetchPriority="low" href="${src}"`,
      )
    const loader = /<script>(\(\(\)=>\{[\s\S]*?)<\/script><\/body>/.exec(deferred.html)?.[1]
    expect(loader).toBeDefined()
    const list = JSON.parse(/s=(\[\[.*?\]\]),P=/.exec(loader!)![1]!) as string[][]
    expect(list).toEqual([[deferred.payloadPath], ...chunks])
    expect(loader).toContain('addEventListener("load"')
    expect(loader).toContain('first-contentful-paint')
    expect(loader).toContain(`setTimeout(go,${paintWaitLimitMs})`)
  })

  it('keeps what the first paint needs and what is not hydration', () => {
    const heading = /<h1[^>]*>[\s\S]*?<\/h1>/.exec(page)![0]
    expect(deferred.html).toContain(heading)
    expect(deferred.html).toContain('noModule=""')
    for (const link of page.match(/<link rel="preload"[^>]*as="font"[^>]*>/g) ?? [])
      expect(deferred.html).toContain(link)
  })

  it('names the payload by its content, and leaves a rewritten page as it is', () => {
    expect(deferHydration(page).payloadPath).toBe(deferred.payloadPath)
    expect(deferHydration(deferred.html).html).toBe(deferred.html)
  })
})

describe('deferHydration, on markup it does not know', () => {
  const [firstChunk] = asyncChunks(article)
  const tag = `<script src="${firstChunk![0]}" async="">`
  const variants: [string, string][] = [
    [
      'a chunk script with its attributes in another order, single-quoted, and one it has never seen',
      article.replace(tag, `<script nonce="abc" async='' src='${firstChunk![0]}'>`),
    ],
    [
      'a payload script with an attribute',
      article.replace(
        '<script>self.__next_f.push([1,',
        '<script nonce="abc">self.__next_f.push([1,',
      ),
    ],
  ]

  it.each(variants)('stops the build on %s, saying what changed', (_name, html) => {
    expect(html).not.toBe(article)
    expect(() => deferHydration(html)).toThrow(/teach scripts\/pipeline\/deferHydration\.ts/)
  })

  it('stops the build when the payload rows are of a shape it cannot read', () => {
    // A binary row, which the stylesheet trim does not read.
    const odd = article.replace(
      /self\.__next_f\.push\(\[1,"(\w+):/,
      'self.__next_f.push([1,"$1:A1f,',
    )
    expect(odd).not.toBe(article)
    expect(() => deferHydration(odd)).toThrow(/rows were not recognised/)
  })

  it('leaves a page without hydration scripts as it is', () => {
    const plain = '<html><body><p>Plain</p></body></html>'
    expect(deferHydration(plain)).toEqual({ html: plain, payload: null, payloadPath: null })
  })
})
