import { rm } from 'node:fs/promises'
import { planFile, readPlanFile } from '@/lib/pagePlan/pagePlan'
import { keepPages, readLastPages } from '@/scripts/pipeline/pageCache'

/**
 * The build's last step, once every other has passed: the finished pages, the plan's hashes and
 * the sha256 of every file, kept as one generation for the next build to reuse what is
 * unchanged. A build that stopped earlier keeps nothing, so the cache always matches a whole site.
 */
export async function keepSite(siteDir: string): Promise<void> {
  const plan = readPlanFile()
  const reusedFrom = plan.reusedFrom ? await readLastPages() : undefined
  const kept = await keepPages(siteDir, plan, undefined, reusedFrom).catch((error: Error) => {
    throw new Error(
      `could not keep the pages for the next build (${error.message}); the last kept pages stay in use.`,
    )
  })
  await rm(planFile())
  console.log(`Pages: ${kept} kept for the next build.`)
}
