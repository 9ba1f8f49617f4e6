import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { commonHeaders, contentSecurityPolicy, webAssemblyRoutes } from '../lib/security/policy'
import { htmlFiles } from './build/htmlFiles'
import { securePage } from './build/securePage'

/**
 * After `next build`: gives every page a Content-Security-Policy that allows its own inline
 * scripts by hash, as a meta tag (works on any host) and in `_headers` (Netlify, Cloudflare
 * Pages and the local server), with the headers a meta tag cannot carry.
 */

const outDir = path.resolve(process.argv[2] ?? 'out')

/** The URL path a static host serves a file at: /about for about.html, / for index.html. */
function routeOf(file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/')
  if (relative === 'index.html') return '/'
  return `/${relative.replace(/(\/index)?\.html$/, '')}`
}

const started = performance.now()
const blocks: string[] = [
  '/*',
  ...Object.entries(commonHeaders).map(([name, value]) => `  ${name}: ${value}`),
  '',
]
let pages = 0
for (const file of (await htmlFiles(outDir)).sort()) {
  const route = routeOf(file)
  const webAssembly = webAssemblyRoutes.has(route)
  let secured
  try {
    secured = securePage(await readFile(file, 'utf8'), { webAssembly })
  } catch (error) {
    console.error(`✖ Security: ${path.relative(outDir, file)}: ${(error as Error).message}`)
    process.exit(1)
  }
  const { html, hashes } = secured
  await writeFile(file, html)
  // The not-found page answers for paths nobody can list; its meta tag covers it.
  if (route !== '/404' && route !== '/_not-found') {
    blocks.push(
      route,
      `  Content-Security-Policy: ${contentSecurityPolicy(hashes, { webAssembly })}`,
      '',
    )
  }
  pages += 1
}
await writeFile(path.join(outDir, '_headers'), blocks.join('\n'))
console.log(
  `Security: ${pages} pages given a script policy in ${((performance.now() - started) / 1000).toFixed(1)}s (out/_headers).`,
)
