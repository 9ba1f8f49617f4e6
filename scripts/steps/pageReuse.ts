import { existsSync } from 'node:fs'
import path from 'node:path'
import { readPlanFile } from '@/lib/pagePlan/pagePlan'
import { eachFile, listed } from '@/scripts/pipeline/htmlFiles'
import {
  exportShapeProblems,
  keptFilesOf,
  pagesOf,
  placer,
  plannedPages,
  readLastPages,
} from '@/scripts/pipeline/pageCache'

/**
 * First, every page `next build` rendered must have exactly the files the page cache knows (an
 * upgrade of Next that changes them stops here, named). Then every planned page it did not
 * render comes, finished, from the generation the plan checked: only the page's own files, by
 * the names the cache gives them. A page neither rendered nor kept stops the build, named.
 */
export async function reusePages(siteDir: string): Promise<void> {
  const plan = readPlanFile()
  const pages = plannedPages(plan)
  const rendered = new Set(
    pages.filter(({ base }) => existsSync(path.join(siteDir, `${base}.html`))),
  )
  const shape = await exportShapeProblems(siteDir, [...rendered])
  if (shape.length > 0)
    throw new Error(
      `${shape.length} rendered pages have other files than the page cache knows:${listed(shape)}\nAn upgrade of Next changed its export: teach ownFiles in scripts/pipeline/pageCache.ts the new files, with its tests.`,
    )
  const last = plan.reusedFrom ? await readLastPages() : null
  if (plan.reusedFrom && (last?.state !== 'whole' || last.generation !== plan.reusedFrom))
    throw new Error(
      `the page cache is no longer the generation ${plan.reusedFrom} the plan reuses from. Run the build again.`,
    )
  const kept = last?.state === 'whole' ? last : null
  const toRender = new Set(
    Object.entries(plan.render).flatMap(([template, keys]) =>
      keys.map((key) => `${template} ${key}`),
    ),
  )
  const reuse = pages.filter((page) => !rendered.has(page))
  const missing = reuse.flatMap((page) =>
    !kept || toRender.has(`${page.template} ${page.key}`)
      ? [`/${page.base} was to be rendered, but next build wrote no page for it.`]
      : [],
  )
  if (missing.length > 0)
    throw new Error(
      `${missing.length} pages missing from out/:${listed(missing)}\nRun the build again with BUILD_PAGES=all to render every page afresh.`,
    )
  if (kept) {
    const place = placer(pagesOf(kept.generation), siteDir)
    await eachFile(reuse, async (page) => {
      for (const file of keptFilesOf(kept.manifest, page)) await place(file)
    })
  }
  console.log(`Pages: ${reuse.length} reused from the last build.`)
}
