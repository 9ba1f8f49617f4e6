import { statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { outDir, pages } from '@/tests/builtSite/builtSite'

const siteOrigin = 'http://site.invalid'

/** The ids on each page, by the clean URL it is served at (`/about`: about.html or about/index.html). */
const idsByRoute = new Map(
  pages.map((page) => [
    page.route,
    new Set(page.document.querySelectorAll('[id]').map((el) => el.id)),
  ]),
)

/** What a path names: a page (its ids), another file of the site (an image, a feed), or nothing. */
function target(urlPath: string): Set<string> | boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return false
  }
  const file = path.join(outDir, decoded)
  return (
    idsByRoute.get(decoded) ??
    (file.startsWith(outDir + path.sep) && !!statSync(file, { throwIfNoEntry: false })?.isFile())
  )
}

describe('links across the whole build', () => {
  it.each(pages.map((page) => [page.route, page] as const))(
    'every internal link and anchor on %s resolves, every external one has rel="noopener noreferrer"',
    (_route, page) => {
      const broken: string[] = []
      for (const anchor of page.document.querySelectorAll('a[href]')) {
        const href = anchor.getAttribute('href')!
        const url = new URL(href, `${siteOrigin}${page.route}`)
        if (url.origin !== siteOrigin) {
          const rel = (anchor.getAttribute('rel') ?? '').split(/\s+/)
          if (
            /^https?:$/.test(url.protocol) &&
            !(rel.includes('noopener') && rel.includes('noreferrer'))
          )
            broken.push(`${href}: no rel="noopener noreferrer"`)
          continue
        }
        const found = target(url.pathname)
        const id = decodeURIComponent(url.hash.slice(1))
        if (!found) broken.push(`${href}: no page`)
        else if (id && !(found instanceof Set && found.has(id)))
          broken.push(`${href}: no element with id "${id}"`)
      }
      expect(broken).toEqual([])
    },
  )
})
