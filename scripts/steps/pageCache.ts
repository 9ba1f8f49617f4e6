import { rm } from 'node:fs/promises'
import path from 'node:path'
import { planFile } from '@/lib/pagePlan/pagePlan'
import { keepPages, readLastPages } from '@/scripts/pipeline/pageCache'
import { readPlan } from '@/scripts/pipeline/readPlan'

/**
 * The last step of `npm run build`, once every other has passed: the finished planned pages and
 * the plan's hashes are kept in the build cache, as one generation made current at once, for the
 * next build to reuse what is unchanged, with the sha256 of every file kept. A build that
 * stopped earlier keeps nothing, so the cache always matches a whole site.
 */

const outDir = path.resolve(process.argv[2] ?? 'out')
const started = performance.now()
const plan = readPlan('Keeping pages')
const reusedFrom = plan.reusedFrom ? await readLastPages() : undefined
const kept = await keepPages(outDir, plan, undefined, reusedFrom).catch((error: Error) => {
  console.error(
    `✖ Pages: could not keep the pages for the next build (${error.message}); the last kept pages stay in use.`,
  )
  process.exit(1)
})
await rm(planFile())
console.log(
  `Pages: ${kept} kept for the next build in ${((performance.now() - started) / 1000).toFixed(1)}s.`,
)
