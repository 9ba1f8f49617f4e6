import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { plannedRoutes, sharedPageData } from '@/app/_plan/plannedRoutes'
import { paramsKey, planFile, type PagePlan } from '@/lib/pagePlan/pagePlan'
import { codeHash } from '@/scripts/pipeline/codeHash'
import { listed } from '@/scripts/pipeline/htmlFiles'
import { inputHash } from '@/scripts/pipeline/derivedCache'
import {
  keptPagesThatDiffer,
  plannedPages,
  readLastPages,
  type PlannedPage,
  reasonToRenderAll,
} from '@/scripts/pipeline/pageCache'

/**
 * Before `next build`: only the pages whose data changed since the last whole build are
 * rendered, or all when the code or the layout's data changed (or BUILD_PAGES=all). A kept page
 * whose files differ from their record is rendered again, said in one line.
 */

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
const full = reasonToRenderAll(lastPages, {
  buildId,
  shared,
  everyPage: process.env.BUILD_PAGES === 'all',
})
const reusedFrom = !full && lastPages.state === 'whole' ? lastPages.generation : null
const unchanged = ({ template, key }: PlannedPage) =>
  !full &&
  lastPages.state === 'whole' &&
  lastPages.manifest.pages[template]?.[key] === pages[template]![key]
const planned = plannedPages({ pages })
const changed =
  lastPages.state === 'whole' && reusedFrom
    ? await keptPagesThatDiffer(lastPages, planned.filter(unchanged))
    : []
const keptDiffers = new Set(changed.map(({ base }) => base))
const render: PagePlan['render'] = Object.fromEntries(
  Object.keys(pages).map((template) => [template, []]),
)
for (const page of planned)
  if (!unchanged(page) || keptDiffers.has(page.base)) render[page.template]!.push(page.key)
if (changed.length > 0)
  console.warn(
    `Pages: ${changed.length} kept pages are not what was kept, rendered again:${listed(changed.map(({ base, why }) => `/${base}: ${why}`))}`,
  )
const plan: PagePlan = { buildId, shared, full, reusedFrom, pages, render }
await mkdir(path.dirname(planFile()), { recursive: true })
await writeFile(planFile(), JSON.stringify(plan))

const total = planned.length
const rendered = Object.values(render).reduce((sum, keys) => sum + keys.length, 0)
console.log(
  full
    ? `Pages: all ${total} listed pages to render (${full}).`
    : `Pages: ${rendered} of ${total} listed pages to render, ${total - rendered} unchanged since the last build.`,
)
