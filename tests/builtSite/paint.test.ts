import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { outDir, pages } from '@/tests/builtSite/builtSite'

/** What the first paint of every page needs, and what it must not wait for. */

const fontCharacters = new Set(readFileSync(path.resolve('app/_fonts/characters.txt'), 'utf8'))

/** The search page hydrates at once: its results are its content (scripts/steps/hydration.ts). */
const hydratesAtOnce = new Set(['/search'])

describe.each(pages.map((page) => [page.route, page] as const))('%s', (route, page) => {
  it('draws every character of its text with the subset font', () => {
    const missing = new Set(
      [...page.document.querySelector('body')!.textContent].filter(
        (character) => character.trim() && !fontCharacters.has(character),
      ),
    )
    expect([...missing]).toEqual([])
  })

  it('preloads the images it fetches first, and only those', () => {
    const srcsets = (selector: string) =>
      new Set(
        page.document
          .querySelectorAll(selector)
          .map((element) => element.getAttribute('imagesrcset') ?? element.getAttribute('srcset')),
      )
    expect(srcsets('link[rel="preload"][as="image"]')).toEqual(
      srcsets('picture:has(img[fetchpriority="high"]) source'),
    )
  })

  if (hydratesAtOnce.has(route))
    it('starts its scripts at once, without waiting for the first paint', () => {
      expect(page.html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+"[^>]* async/)
    })
  else
    it('carries no hydration script or payload of its own, only a loader for them', () => {
      expect(page.html).not.toMatch(
        /<script src="\/_next\/static\/chunks\/[^"]+" (id="[^"]+" )?async/,
      )
      expect(page.html).not.toContain('self.__next_f.push')
      const payload = /"(\/_next\/static\/payload\/[0-9a-f]+\.js)"/.exec(page.html)?.[1]
      expect(payload).toBeDefined()
      // What the payload holds, and that the stylesheet is not in it again: deferHydration.test.ts.
      expect(readFileSync(path.join(outDir, payload!), 'utf8')).toMatch(/^\(self\.__next_f=/)
    })
})
