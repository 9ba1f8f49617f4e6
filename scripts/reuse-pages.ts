import { existsSync } from 'node:fs'
import path from 'node:path'
import { eachFile } from './build/htmlFiles'
import { finishedPageFiles, pagesOf, place, plannedPages } from './build/pageCache'
import { readPlan } from './build/readPlan'

/**
 * After `next build` and the steps that finish its pages: every planned page the build did not
 * render is taken, finished, from the last build (scripts/plan-pages.ts chose them). A page that
 * is neither rendered nor kept stops the build, named: out/ must hold every page.
 */

const outDir = path.resolve(process.argv[2] ?? 'out')
const started = performance.now()
const plan = readPlan('Reusing pages')
const keptDir = plan.reusedFrom ? pagesOf(plan.reusedFrom) : null
const toRender = new Set(
  Object.entries(plan.render).flatMap(([template, keys]) =>
    keys.map((key) => `${template} ${key}`),
  ),
)

const problems: string[] = []
let reused = 0
await eachFile(plannedPages(plan), async ({ template, key, base }) => {
  if (existsSync(path.join(outDir, `${base}.html`))) return
  if (!keptDir || toRender.has(`${template} ${key}`))
    return void problems.push(`/${base} was to be rendered, but next build wrote no page for it.`)
  if (!existsSync(path.join(keptDir, `${base}.html`)))
    return void problems.push(`/${base} is not among the last build's pages.`)
  for (const file of await finishedPageFiles(keptDir, base)) await place(keptDir, outDir, file)
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
