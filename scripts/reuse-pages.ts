import { existsSync } from 'node:fs'
import path from 'node:path'
import { eachFile } from './build/htmlFiles'
import { finishedPageFiles, place, plannedPages, snapshotDir } from './build/pageSnapshot'
import { readPlan } from './build/readPlan'

/**
 * After `next build` and the steps that finish its pages: every planned page the build did not
 * render is taken, finished, from the last build (scripts/plan-pages.ts chose them). A page that
 * is neither rendered nor kept stops the build, named: out/ must hold every page.
 */

const outDir = path.resolve(process.argv[2] ?? 'out')
const started = performance.now()
const plan = readPlan('Reusing pages')
const toRender = new Set(
  Object.entries(plan.render).flatMap(([template, keys]) =>
    keys.map((key) => `${template} ${key}`),
  ),
)

const problems: string[] = []
let reused = 0
await eachFile(plannedPages(plan), async ({ template, key, base }) => {
  if (existsSync(path.join(outDir, `${base}.html`))) return
  if (plan.full || toRender.has(`${template} ${key}`))
    return void problems.push(`/${base} was to be rendered, but next build wrote no page for it.`)
  if (!existsSync(path.join(snapshotDir(), `${base}.html`)))
    return void problems.push(`/${base} is not among the last build's pages.`)
  for (const file of await finishedPageFiles(snapshotDir(), base))
    await place(snapshotDir(), outDir, file)
  reused += 1
})
if (problems.length > 0) {
  console.error(
    `✖ Pages: ${problems.length} missing from out/:\n${problems
      .slice(0, 10)
      .map((problem) => `  ${problem}`)
      .join(
        '\n',
      )}\nDelete ${path.relative(process.cwd(), snapshotDir())} to build every page afresh.`,
  )
  process.exit(1)
}
console.log(
  `Pages: ${reused} reused from the last build in ${((performance.now() - started) / 1000).toFixed(1)}s.`,
)
