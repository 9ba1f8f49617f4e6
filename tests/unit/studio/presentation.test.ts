import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { DocumentLocationResolverObject, DocumentResolver } from 'sanity/presentation'
import { resolve } from '@/studio/presentation'

/** Whether the app has a page for a path pattern: a `:param` matches any `[param]` folder. */
function servesRoute(route: string): boolean {
  let dir = 'app'
  for (const segment of route.split('/').filter(Boolean)) {
    const next = segment.startsWith(':')
      ? readdirSync(dir).find((name) => /^\[[^\]]+\]$/.test(name))
      : segment
    if (!next) return false
    dir = path.join(dir, next)
  }
  return ['page.tsx', 'page.static.tsx', 'page.preview.tsx'].some((file) =>
    existsSync(path.join(dir, file)),
  )
}

const locationsOf = (type: string, doc: Record<string, unknown>) => {
  const resolver = (resolve?.locations as Record<string, DocumentLocationResolverObject>)[type]
  const result = resolver?.resolve?.(doc as never)
  return (result && 'locations' in result ? result.locations : []) ?? []
}

describe("the Studio's Presentation tool", () => {
  it('maps every page it knows to a route the site serves', () => {
    const routes = (resolve?.mainDocuments as DocumentResolver[]).map((entry) =>
      'route' in entry ? String(entry.route) : '',
    )
    expect(routes).toContain('/article/:slug')
    expect(routes.filter((route) => !servesRoute(route))).toEqual([])
  })

  it('opens an article at its own page and on the home page', () => {
    expect(locationsOf('article', { title: 'A story', slug: 'a-story' })).toEqual([
      { title: 'A story', href: '/article/a-story' },
      { title: 'Home', href: '/' },
    ])
  })

  it('opens a summary card on the home page, its article and its category listings', () => {
    const hrefs = locationsOf('summary', {
      title: 'A story',
      slug: 'a-story',
      first: 'talent',
      firstName: 'Talent',
    }).map(({ href }) => href)
    expect(hrefs).toEqual(['/', '/article/a-story', '/category/talent'])
  })

  it('offers no location for an article without a slug yet', () => {
    expect(locationsOf('article', { title: 'Untitled' })).toEqual([])
  })
})
