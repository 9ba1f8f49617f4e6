import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { paths } from '@/schemas/vocabulary'
import { deferHydration } from '@/scripts/pipeline/deferHydration'
import { eachPage } from '@/scripts/pipeline/htmlFiles'

/**
 * Every page paints before its hydration scripts load (deferHydration), but the search page,
 * whose results are its content. A page the rewrite does not recognise stops the build, named;
 * so does a run that moves nothing at all.
 */
export async function deferPages(siteDir: string): Promise<void> {
  const atOnce = path.join(siteDir, `${paths.search.slice(1)}.html`)
  let [pages, moved] = [0, 0]
  await eachPage(siteDir, async (file) => {
    if (file === atOnce) return
    const html = await readFile(file, 'utf8')
    const deferred = deferHydration(html)
    if (deferred.payload !== null && deferred.payloadPath !== null) {
      const payloadFile = path.join(siteDir, deferred.payloadPath)
      await mkdir(path.dirname(payloadFile), { recursive: true })
      await writeFile(payloadFile, deferred.payload)
    }
    if (deferred.html !== html) moved += 1
    await writeFile(file, deferred.html)
    pages += 1
  })
  if (moved === 0)
    throw new Error(
      `none of ${pages} pages carried hydration scripts the rewrite recognises, in ${path.relative(process.cwd(), siteDir)}. Run it once, on a fresh \`next build\`.`,
    )
  console.log(`Hydration: ${moved} of ${pages} pages paint first.`)
}
