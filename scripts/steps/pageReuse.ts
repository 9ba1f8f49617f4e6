import { existsSync } from 'node:fs'
import path from 'node:path'
import { eachFile } from '@/scripts/pipeline/htmlFiles'
import {
  exportShapeProblems,
  keptFilesOf,
  pagesOf,
  placer,
  plannedPages,
  readLastPages,
} from '@/scripts/pipeline/pageCache'
import { readPlan } from '@/scripts/pipeline/readPlan'

/**
 * After `next build` and hydration, before the script policy (which every page then passes,
 * reused or rendered). First, every rendered page must have exactly the files the page cache
 * knows (an upgrade of Next that changes them stops here, named). Then every planned page the
 * build did not render is taken, finished, from the last build (scripts/steps/pagePlan.ts chose
 * them and checked their files; the build lock keeps any other build from the cache meanwhile):
 * only the page's own files, by the names the cache gives them, never the record's other names.
 * A page that is neither rendered nor kept stops the build, named: out/ must hold every page.
 */

const outDir = path.resolve(process.argv[2] ?? 'out')
const started = performance.now()
const plan = readPlan('Reusing pages')

function fail(heading: string, problems: string[], then: string): never {
  const shown = problems.slice(0, 10).map((problem) => `\n  ${problem}`)
  const more = problems.length > 10 ? `\n  and ${problems.length - 10} more.` : ''
  console.error(`✖ Pages: ${heading}${shown.join('')}${more}\n${then}`)
  process.exit(1)
}

const pages = plannedPages(plan)
const rendered = pages.filter(({ base }) => existsSync(path.join(outDir, `${base}.html`)))
const renderedNow = new Set(rendered)
const shape = await exportShapeProblems(outDir, rendered)
if (shape.length > 0)
  fail(
    `${shape.length} rendered pages have other files than the page cache knows:`,
    shape,
    'An upgrade of Next changed its export: teach ownFiles in scripts/pipeline/pageCache.ts the new files, with its tests.',
  )

const last = plan.reusedFrom ? await readLastPages() : null
if (plan.reusedFrom && (last?.state !== 'whole' || last.generation !== plan.reusedFrom))
  fail(
    `the page cache is no longer the generation ${plan.reusedFrom} the plan reuses from.`,
    [],
    'Run the build again.',
  )
const kept = last?.state === 'whole' ? last : null
const place = kept ? placer(pagesOf(kept.generation), outDir) : null
const toRender = new Set(
  Object.entries(plan.render).flatMap(([template, keys]) =>
    keys.map((key) => `${template} ${key}`),
  ),
)
const missing: string[] = []
const reuse = pages.filter((page) => !renderedNow.has(page))
for (const page of reuse)
  if (!kept || toRender.has(`${page.template} ${page.key}`))
    missing.push(`/${page.base} was to be rendered, but next build wrote no page for it.`)
  else if (!(page.base in kept.manifest.files))
    missing.push(`/${page.base} is not among the last build's pages.`)
if (missing.length > 0)
  fail(
    `${missing.length} pages missing from out/:`,
    missing,
    'Run the build again with BUILD_PAGES=all to render every page afresh.',
  )

await eachFile(reuse, async (page) => {
  for (const file of keptFilesOf(kept!.manifest, page)) await place!(file)
})
console.log(
  `Pages: ${reuse.length} reused from the last build in ${((performance.now() - started) / 1000).toFixed(1)}s.`,
)
