import { readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { everyResponseHeaders, pageHeaders, webAssemblyRoutes } from '@/lib/security/policy'
import { eachFile, htmlFiles } from '@/scripts/pipeline/htmlFiles'
import { securePage } from '@/scripts/pipeline/securePage'

/**
 * After `next build`: gives every page a Content-Security-Policy that allows its own inline
 * scripts by hash, as a meta tag (works on any host), and writes `_headers` (Cloudflare Pages,
 * Netlify and the local server) with the headers a meta tag cannot carry, the same for every page.
 * Every page passes, the reused ones too (a page already given its policy comes out the same).
 * A page whose policy changes is written as a new file renamed over the old: a reused page is a
 * hard link into the page cache, which an in-place write would change as well.
 */

const outDir = path.resolve(process.argv[2] ?? 'out')

/** The URL path a static host serves a file at: /about for about.html, / for index.html. */
function routeOf(file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/')
  if (relative === 'index.html') return '/'
  return `/${relative.replace(/(\/index)?\.html$/, '')}`
}

const started = performance.now()
let pages = 0
await eachFile(await htmlFiles(outDir), async (file) => {
  const webAssembly = webAssemblyRoutes.has(routeOf(file))
  const page = await readFile(file, 'utf8')
  let html
  try {
    html = securePage(page, { webAssembly }).html
  } catch (error) {
    console.error(`✖ Security: ${path.relative(outDir, file)}: ${(error as Error).message}`)
    process.exit(1)
  }
  if (html !== page) {
    await writeFile(`${file}.secured`, html)
    await rename(`${file}.secured`, file)
  }
  pages += 1
})

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
// Every response, files that are not pages too: a 404 under /_next/ or /media/ is a page, and
// HTTP/2 sends a header repeated on one connection as a few bytes.
const rules = [['/*', ...headerLines(everyResponseHeaders), ...headerLines(pageHeaders)]]
await writeFile(
  path.join(outDir, '_headers'),
  `${rules.map((rule) => rule.join('\n')).join('\n\n')}\n`,
)
console.log(
  `Security: ${pages} pages given a script policy in ${((performance.now() - started) / 1000).toFixed(1)}s (out/_headers).`,
)
