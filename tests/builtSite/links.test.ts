import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fileAtPath } from '@/tests/builtSite/fileAtPath'
import { outDir, pages, routeOf } from '@/tests/builtSite/builtSite'

const siteOrigin = 'http://site.invalid'

const idsByRoute = new Map(
  pages.map((page) => [
    page.route,
    new Set(page.document.querySelectorAll('[id]').map((el) => el.id)),
  ]),
)

describe('links across the whole build', () => {
  it.each(pages.map((page) => [page.route, page] as const))(
    'every internal link and anchor on %s resolves',
    async (_route, page) => {
      const broken: string[] = []
      for (const anchor of page.document.querySelectorAll('a[href]')) {
        const href = anchor.getAttribute('href')!
        const url = new URL(href, `${siteOrigin}${page.route}`)
        if (url.origin !== siteOrigin) continue
        const file = await fileAtPath(outDir, url.pathname)
        if (!file) {
          broken.push(`${href}: no page`)
          continue
        }
        if (url.hash) {
          const target = path.extname(file) === '.html' ? routeOf(file) : null
          const id = decodeURIComponent(url.hash.slice(1))
          if (!target || !idsByRoute.get(target)?.has(id))
            broken.push(`${href}: no element with id "${id}"`)
        }
      }
      expect(broken).toEqual([])
    },
  )

  it.each(pages.map((page) => [page.route, page] as const))(
    'every external link on %s has rel="noopener noreferrer"',
    (_route, page) => {
      const unsafe = page.document
        .querySelectorAll('a[href]')
        .filter((anchor) => /^https?:\/\//.test(anchor.getAttribute('href')!))
        .filter((anchor) => {
          const rel = (anchor.getAttribute('rel') ?? '').split(/\s+/)
          return !rel.includes('noopener') || !rel.includes('noreferrer')
        })
        .map((anchor) => anchor.getAttribute('href'))
      expect(unsafe).toEqual([])
    },
  )
})
