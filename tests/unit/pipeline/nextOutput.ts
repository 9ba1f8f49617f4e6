import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fixtureDir, fixturePages } from '@/scripts/pipeline/fixtures'

/**
 * Pages exactly as this project's `next build` wrote them (`npm run fixtures:refresh`), for
 * the tests of the steps that rewrite them: the tests prove the steps on Next's real markup.
 */
export const nextPages = Object.keys(fixturePages).map(
  (name) => [name, readFileSync(path.join(fixtureDir, name), 'utf8')] as const,
)

export const article = nextPages.find(([name]) => name === 'article.html')![1]

/** Every async chunk script of a page, in page order, with its id where it has one. */
export const asyncChunks = (html: string) =>
  [
    ...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+)"((?: id="[^"]+")?) async="">/g),
  ].map(([, src = '', id = '']) => (id ? [src, /id="([^"]+)"/.exec(id)![1]!] : [src]))
