import { existsSync } from 'node:fs'
import path from 'node:path'
import { eachFile } from '@/scripts/pipeline/htmlFiles'
import {
  pagesOf,
  place,
  plannedPages,
  readLastPages,
  recordedFiles,
} from '@/scripts/pipeline/pageCache'
import { readPlan } from '@/scripts/pipeline/readPlan'

/**
 * After `next build` and hydration, before the script policy (which every page then passes,
 * reused or rendered): every planned page the build did not render is taken, finished, from the
 * last build (scripts/steps/pagePlan.ts chose them, and checked their files against the hashes
 * recorded when they were kept; the build lock keeps any other build from the cache meanwhile).
 * Only the files the record names are taken. A page that is neither rendered nor kept stops the
 * build, named: out/ must hold every page.
 */

const outDir = path.resolve(process.argv[2] ?? 'out')
const started = performance.now()
const plan = readPlan('Reusing pages')
const last = plan.reusedFrom ? await readLastPages() : null
if (plan.reusedFrom && (last?.state !== 'whole' || last.generation !== plan.reusedFrom)) {
  console.error(
    `✖ Pages: the page cache is no longer the generation ${plan.reusedFrom} the plan reuses from. Run the build again.`,
  )
  process.exit(1)
}
const kept = last?.state === 'whole' ? last : null
const toRender = new Set(
  Object.entries(plan.render).flatMap(([template, keys]) =>
    keys.map((key) => `${template} ${key}`),
  ),
)

const problems: string[] = []
let reused = 0
await eachFile(plannedPages(plan), async ({ template, key, base }) => {
  if (existsSync(path.join(outDir, `${base}.html`))) return
  if (!kept || toRender.has(`${template} ${key}`))
    return void problems.push(`/${base} was to be rendered, but next build wrote no page for it.`)
  const files = recordedFiles(kept.manifest, base)
  if (files.length === 0) return void problems.push(`/${base} is not among the last build's pages.`)
  const keptDir = pagesOf(kept.generation)
  for (const file of files) await place(keptDir, outDir, file)
  reused += 1
})
if (problems.length > 0) {
  console.error(
    `✖ Pages: ${problems.length} missing from out/:\n${problems
      .slice(0, 10)
      .map((problem) => `  ${problem}`)
      .join('\n')}\nRun the build again with BUILD_PAGES=all to render every page afresh.`,
  )
  process.exit(1)
}
console.log(
  `Pages: ${reused} reused from the last build in ${((performance.now() - started) / 1000).toFixed(1)}s.`,
)
