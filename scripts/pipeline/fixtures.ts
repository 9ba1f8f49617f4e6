import path from 'node:path'

/** Pages of a real `next build` of this project, kept for the unit tests of our post-build steps. */
export const fixtureDir = path.resolve(import.meta.dirname, '../../tests/fixtures/next-build')
export const versionsFile = path.join(fixtureDir, 'versions.json')

/** Fixture file → the page in out/ it is copied from: a story, a form, the not-found page. */
export const fixturePages = {
  'article.html': 'article/h1b-changes.html',
  'contact.html': 'contact.html',
  'not-found.html': '404.html',
} as const
