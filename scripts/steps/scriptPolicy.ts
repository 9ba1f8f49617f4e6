import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { webAssemblyRoutes } from '@/lib/security/policy'
import { everyResponseHeaders, pageHeaders } from '@/lib/security/responseHeaders'
import { writeWhole } from '@/scripts/pipeline/derivedCache'
import { eachPage } from '@/scripts/pipeline/htmlFiles'
import { securePage } from '@/scripts/pipeline/securePage'

/**
 * Every page, reused or rendered, gets a Content-Security-Policy meta tag allowing its own
 * inline scripts by hash (works on any host), and `_headers` carries what a meta tag cannot.
 * A changed page is written beside and renamed over the old: a reused page is a hard link into
 * the page cache, which an in-place write would change as well.
 */
export async function securePages(siteDir: string): Promise<void> {
  const pages = await eachPage(siteDir, async (file) => {
    // The path a static host serves the file at: /about for about.html, / for index.html.
    const route = `/${path.relative(siteDir, file).split(path.sep).join('/')}`.replace(
      /(\/index)?\.html$/,
      '',
    )
    const page = await readFile(file, 'utf8')
    const { html } = securePage(page, { webAssembly: webAssemblyRoutes.has(route || '/') })
    if (html === page) return
    await writeWhole(file, html)
  })
  // Every response, files that are not pages too: a 404 under /_next/ or /media/ is a page.
  const lines = Object.entries({ ...everyResponseHeaders, ...pageHeaders }).map(
    ([name, value]) => `  ${name}: ${value}`,
  )
  await writeFile(path.join(siteDir, '_headers'), `/*\n${lines.join('\n')}\n`)
  console.log(`Security: ${pages} pages given a script policy (out/_headers).`)
}
