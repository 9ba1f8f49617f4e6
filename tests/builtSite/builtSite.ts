import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'

/** The built site as a reader's browser receives it: every page, by the path it is served at. */

export const outDir = path.resolve('out')

if (!existsSync(path.join(outDir, 'index.html'))) {
  throw new Error('No built site in out/. Run `npm run seed && npm run build` first.')
}

function routeOf(file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/')
  if (relative === 'index.html') return '/'
  return `/${relative.replace(/(\/index)?\.html$/, '')}`
}

/** Pages readers can reach; Next's internal copy of the not-found page is left out. */
export const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.html'))
  .map((name) => path.join(outDir, name))
  .sort()
  .map((file) => {
    const html = readFileSync(file, 'utf8')
    return { route: routeOf(file), file, html, document: parse(html) }
  })
  .filter((page) => page.route !== '/_not-found')

export const contentPages = pages.filter((page) => page.route !== '/404')

export function readOut(relative: string): string {
  return readFileSync(path.join(outDir, relative), 'utf8')
}
