import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { paths } from '../schemas/vocabulary'
import { deferHydration } from './build/deferHydration'
import { htmlFiles } from './build/htmlFiles'

/**
 * After `next build`: every page paints before its hydration scripts load (see deferHydration),
 * except the search page, whose results are its content: it hydrates as soon as it can.
 */

const outDir = path.resolve(process.argv[2] ?? 'out')
const hydrateAtOnce = new Set([path.join(outDir, `${paths.search.slice(1)}.html`)])
const started = performance.now()
let pages = 0
let savedBytes = 0
for (const file of await htmlFiles(outDir)) {
  if (hydrateAtOnce.has(file)) continue
  const html = await readFile(file, 'utf8')
  const deferred = deferHydration(html)
  if (deferred.payload !== null && deferred.payloadPath !== null) {
    const payloadFile = path.join(outDir, deferred.payloadPath)
    await mkdir(path.dirname(payloadFile), { recursive: true })
    await writeFile(payloadFile, deferred.payload)
  }
  await writeFile(file, deferred.html)
  savedBytes += html.length - deferred.html.length
  pages += 1
}
console.log(
  `Hydration: ${pages} pages paint first (${Math.round(savedBytes / pages / 1024)} KB of payload moved out per page) in ${((performance.now() - started) / 1000).toFixed(1)}s.`,
)
