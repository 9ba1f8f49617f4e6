import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { plannedRoutes, sharedPageData } from '@/app/_plan/plannedRoutes'
import { paramsKey, planFile, type PagePlan } from '@/lib/pagePlan/pagePlan'
import { codeHash } from '@/scripts/pipeline/codeHash'
import { inputHash } from '@/scripts/pipeline/derivedCache'
import {
  keptPagesThatDiffer,
  plannedPages,
  readLastPages,
  reasonToRenderAll,
} from '@/scripts/pipeline/pageCache'

/**
 * Before `next build`: hashes what each planned page reads of the content and compares it with
 * the last finished build (its manifest and its pages in the build cache). Only pages whose
 * data changed, and new ones, are rendered; all are when the code or the layout's data changed,
 * or there is no earlier build to take pages from. BUILD_PAGES=all renders every page anyway.
 * A page to be reused whose kept files are not the bytes recorded when they were kept is
 * rendered again, each said in one line.
 */

/** How many changed kept pages are named one by one. */
const shownChanges = 20

const started = performance.now()
const [buildId, shared] = await Promise.all([
  codeHash(),
  sharedPageData().then((data) => inputHash(data).slice(0, 20)),
])

const pages: PagePlan['pages'] = {}
for (const route of plannedRoutes) {
  const hashes: Record<string, string> = {}
  for (const params of await route.generateStaticParams())
    hashes[paramsKey(params)] = inputHash(await route.pageData(params)).slice(0, 20)
  pages[route.template] = hashes
}

const lastPages = await readLastPages()
if (lastPages.state === 'unreadable')
  console.warn(`Pages: the page cache is unreadable (${lastPages.why}): rendering every page.`)
const last = lastPages.state === 'whole' ? lastPages.manifest : null
const full = reasonToRenderAll(lastPages, {
  buildId,
  shared,
  everyPage: process.env.BUILD_PAGES === 'all',
})
const render = Object.fromEntries(
  Object.entries(pages).map(([template, hashes]) => [
    template,
    Object.keys(hashes).filter((key) => full || last?.pages[template]?.[key] !== hashes[key]),
  ]),
)

const reusedFrom = !full && lastPages.state === 'whole' ? lastPages.generation : null
if (reusedFrom && lastPages.state === 'whole') {
  const toRender = new Set(
    Object.entries(render).flatMap(([template, keys]) => keys.map((key) => `${template} ${key}`)),
  )
  const reusable = plannedPages({ pages }).filter(
    ({ template, key }) => !toRender.has(`${template} ${key}`),
  )
  const changed = await keptPagesThatDiffer(lastPages, reusable)
  for (const { template, key } of changed) render[template]!.push(key)
  // One line per page; a cache changed throughout is said in a few, then counted.
  for (const { base, why } of changed.slice(0, shownChanges))
    console.warn(`Pages: /${base} rendered again: ${why}.`)
  if (changed.length > shownChanges)
    console.warn(
      `Pages: ${changed.length - shownChanges} more kept pages are not what was kept, rendered again.`,
    )
}
const plan: PagePlan = { buildId, shared, full, reusedFrom, pages, render }
await mkdir(path.dirname(planFile()), { recursive: true })
await writeFile(planFile(), JSON.stringify(plan))

const total = Object.values(pages).reduce((sum, hashes) => sum + Object.keys(hashes).length, 0)
const rendered = Object.values(render).reduce((sum, keys) => sum + keys.length, 0)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(
  full
    ? `Pages: all ${total} listed pages to render (${full}), planned in ${seconds}s.`
    : `Pages: ${rendered} of ${total} listed pages to render, ${total - rendered} unchanged since the last build, planned in ${seconds}s.`,
)
