import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'

/** The built site as a reader's browser receives it: every page, by the path it is served at. */

export const outDir = path.resolve('out')

if (!existsSync(path.join(outDir, 'index.html'))) {
  throw new Error('No built site in out/. Run `npm run seed && npm run build` first.')
}

/** Pages readers can reach; Next's internal copy of the not-found page is left out. */
export const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.html'))
  .sort()
  .map((name) => {
    const file = path.join(outDir, name)
    const html = readFileSync(file, 'utf8')
    // about.html and about/index.html are served at /about, index.html at /.
    const route = `/${name.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/'
    return { route, file, html, document: parse(html) }
  })
  .filter((page) => page.route !== '/_not-found')

export const contentPages = pages.filter((page) => page.route !== '/404')

export function readOut(relative: string): string {
  return readFileSync(path.join(outDir, relative), 'utf8')
}
