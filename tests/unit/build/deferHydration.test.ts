import { describe, expect, it } from 'vitest'
import {
  deferHydration,
  paintWaitLimitMs,
  UnknownHydrationMarkup,
} from '@/scripts/build/deferHydration'

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preload" href="/_next/static/media/serif.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script type="application/ld+json">{"@type":"NewsArticle"}</script>',
  '</head><body><main><h1>Headline</h1></main>',
  '<script src="/_next/static/chunks/main.js" id="_R_" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
  '<script>self.__next_f.push([1,"1:[\\"$\\",\\"p\\"]\\n"])</script>',
  '</body></html>',
].join('')

describe('deferHydration', () => {
  const deferred = deferHydration(page)

  it('moves the React payload out of the page, in its original order', () => {
    expect(deferred.html).not.toContain('__next_f')
    expect(deferred.payload).toBe(
      '(self.__next_f=self.__next_f||[]).push([0]);\n' +
        'self.__next_f.push([1,"0:{\\"P\\":null}\\n1:[\\"$\\",\\"p\\"]\\n"]);\n',
    )
    expect(deferred.payloadPath).toMatch(/^\/_next\/static\/payload\/[0-9a-f]{20}\.js$/)
  })

  it('names the payload file by its content, so a cached copy is never stale', () => {
    const changed = deferHydration(page.replace('push([1,"0:', 'push([1,"2:'))
    expect(changed.payload).not.toBe(deferred.payload)
    expect(changed.payloadPath).not.toBe(deferred.payloadPath)
    expect(deferHydration(page).payloadPath).toBe(deferred.payloadPath)
  })

  it('replaces the async chunks and their preload with one loader that adds them in order', () => {
    expect(deferred.html).not.toMatch(/<script src="\/_next\/static\/chunks\/(runtime|main)\.js"/)
    expect(deferred.html).not.toContain('rel="preload" as="script"')
    const loader = /<script>(\(\(\)=>\{[\s\S]*?)<\/script><\/body>/.exec(deferred.html)?.[1]
    expect(loader).toBeDefined()
    const list = JSON.parse(/s=(\[\[.*?\]\]),P=/.exec(loader!)![1]!) as string[][]
    expect(list).toEqual([
      [deferred.payloadPath],
      ['/_next/static/chunks/runtime.js'],
      ['/_next/static/chunks/main.js', '_R_'],
    ])
    expect(loader).toContain('addEventListener("load"')
    expect(loader).toContain('first-contentful-paint')
    expect(loader).toContain(`setTimeout(go,${paintWaitLimitMs})`)
  })

  it('keeps what the first paint needs and what is not hydration', () => {
    expect(deferred.html).toContain('<h1>Headline</h1>')
    expect(deferred.html).toContain('as="font"')
    expect(deferred.html).toContain('noModule=""')
    expect(deferred.html).toContain('application/ld+json')
  })

  it('leaves a page without hydration scripts, or one already rewritten, as it is', () => {
    const plain = '<html><body><p>Plain</p></body></html>'
    expect(deferHydration(plain)).toEqual({ html: plain, payload: null, payloadPath: null })
    expect(deferHydration(deferred.html).html).toBe(deferred.html)
  })
})

describe('deferHydration, on markup it does not know', () => {
  const variants: [string, string][] = [
    [
      'a chunk script with its attributes in another order',
      page.replace(
        '<script src="/_next/static/chunks/runtime.js" async=""></script>',
        '<script async="" src="/_next/static/chunks/runtime.js"></script>',
      ),
    ],
    [
      'a chunk script in single quotes',
      page.replace(
        '<script src="/_next/static/chunks/runtime.js" async=""></script>',
        "<script src='/_next/static/chunks/runtime.js' async=''></script>",
      ),
    ],
    [
      'a chunk script with an attribute it has never seen',
      page.replace(
        '<script src="/_next/static/chunks/main.js" id="_R_" async=""></script>',
        '<script src="/_next/static/chunks/main.js" id="_R_" async="" nonce="abc"></script>',
      ),
    ],
    [
      'a payload script with an attribute',
      page.replace(
        '<script>self.__next_f.push([1,"1:',
        '<script nonce="abc">self.__next_f.push([1,"1:',
      ),
    ],
  ]

  it.each(variants)('stops the build on %s, saying what changed', (_name, html) => {
    expect(() => deferHydration(html)).toThrow(UnknownHydrationMarkup)
    expect(() => deferHydration(html)).toThrow(/teach scripts\/build\/deferHydration\.ts/)
  })

  it('stops the build when the payload rows are of a shape it cannot read', () => {
    // A binary row, which the stylesheet trim does not read.
    const odd = page.replace('push([1,"1:[', 'push([1,"1:A1f,[')
    expect(() => deferHydration(odd)).toThrow(/rows were not recognised/)
  })
})
