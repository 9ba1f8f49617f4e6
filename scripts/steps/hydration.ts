import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { paths } from '@/schemas/vocabulary'
import { deferHydration } from '@/scripts/pipeline/deferHydration'
import { eachFile, htmlFiles } from '@/scripts/pipeline/htmlFiles'

/**
 * After `next build`: every page paints before its hydration scripts load (see deferHydration),
 * except the search page, whose results are its content: it hydrates as soon as it can. A page
 * whose markup the rewrite does not recognise stops the build, named; so does a run that moves
 * nothing at all.
 */

const outDir = path.resolve(process.argv[2] ?? 'out')
const hydrateAtOnce = new Set([path.join(outDir, `${paths.search.slice(1)}.html`)])

function fail(message: string): never {
  console.error(`✖ Hydration: ${message}`)
  process.exit(1)
}

const started = performance.now()
let pages = 0
let moved = 0
let savedBytes = 0
await eachFile(await htmlFiles(outDir), async (file) => {
  if (hydrateAtOnce.has(file)) return
  const html = await readFile(file, 'utf8')
  let deferred
  try {
    deferred = deferHydration(html)
  } catch (error) {
    fail(`${path.relative(outDir, file)}: ${(error as Error).message}`)
  }
  if (deferred.payload !== null && deferred.payloadPath !== null) {
    const payloadFile = path.join(outDir, deferred.payloadPath)
    await mkdir(path.dirname(payloadFile), { recursive: true })
    await writeFile(payloadFile, deferred.payload)
  }
  if (deferred.html !== html) moved += 1
  await writeFile(file, deferred.html)
  savedBytes += html.length - deferred.html.length
  pages += 1
})
if (moved === 0)
  fail(
    `none of ${pages} pages carried hydration scripts the rewrite recognises, in ${path.relative(process.cwd(), outDir)}. Run it once, on a fresh \`next build\`.`,
  )
console.log(
  `Hydration: ${moved} of ${pages} pages paint first (${Math.round(savedBytes / moved / 1024)} KB of payload moved out per page) in ${((performance.now() - started) / 1000).toFixed(1)}s.`,
)
