import { rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { planFile } from '../lib/build/pagePlan'
import { eachFile } from './build/htmlFiles'
import {
  manifestFile,
  finishedPageFiles,
  place,
  plannedPages,
  snapshotDir,
} from './build/pageSnapshot'
import { readPlan } from './build/readPlan'

/**
 * The last step of `npm run build`, once every other has passed: the finished planned pages and
 * the plan's hashes are kept in the build cache, for the next build to reuse what is unchanged.
 * A build that stopped earlier keeps nothing, so the cache always matches a whole site.
 */

const outDir = path.resolve(process.argv[2] ?? 'out')
const started = performance.now()
const plan = readPlan('Keeping pages')
const next = `${snapshotDir()}.next`
await rm(next, { recursive: true, force: true })

const pages = plannedPages(plan)
await eachFile(
  pages.map(({ base }) => base),
  async (base) => {
    for (const file of await finishedPageFiles(outDir, base)) await place(outDir, next, file)
  },
)
await rm(snapshotDir(), { recursive: true, force: true })
await rename(next, snapshotDir())
await writeFile(manifestFile(), JSON.stringify({ ...plan, render: {} }))
await rm(planFile())
console.log(
  `Pages: ${pages.length} kept for the next build in ${((performance.now() - started) / 1000).toFixed(1)}s.`,
)
