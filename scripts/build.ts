import { copyFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { defaultSnapshotDir, handedSnapshot, snapshotRecordName } from '../lib/content/snapshot'
import { removeFolder } from './build/removeFolder'
import { runSteps, type Step } from './build/runSteps'

/**
 * `npm run build`, what a static host runs: the snapshot of the content first, then every step
 * that reads it. The new site is made beside out/ (.cache/site) and replaces out/ only when every
 * step has passed: a build that fails or is refused leaves the last good out/ as it was. The
 * snapshot's record goes into out/snapshot.json, so the live site says which content it shows.
 */

const outDir = path.resolve('out')
const siteDir = path.resolve('.cache/site')
const snapshotDir = handedSnapshot() ?? path.resolve(defaultSnapshotDir)
const tsx = (script: string) => ({ command: 'tsx', args: [script] })
/** A step that finishes the new site: it is given the site's folder. */
const onSite = (script: string) => ({ command: 'tsx', args: [script, siteDir] })

const steps: Step[] = [
  { name: 'Snapshot', ...tsx('scripts/snapshot.ts'), readsSanity: true },
  { name: 'Media', ...tsx('scripts/prepare-derived.ts') },
  { name: 'Page plan', ...tsx('scripts/plan-pages.ts') },
  {
    name: 'next build',
    command: 'next',
    args: ['build'],
    env: { PAGE_PLAN: '1', SITE_EXPORT_DIR: path.relative(process.cwd(), siteDir) },
  },
  { name: 'Hydration', ...onSite('scripts/defer-hydration.ts') },
  { name: 'Script policy', ...onSite('scripts/secure-build.ts') },
  { name: 'Page reuse', ...onSite('scripts/reuse-pages.ts') },
  { name: 'Search index', ...onSite('scripts/search-index.ts') },
  { name: 'XML', ...onSite('scripts/check-xml.ts') },
  {
    name: 'Snapshot record',
    run: () =>
      copyFile(path.join(snapshotDir, snapshotRecordName), path.join(siteDir, snapshotRecordName)),
  },
  // Last, once the site is whole: the pages kept for the next build to reuse.
  { name: 'Page cache', ...onSite('scripts/keep-pages.ts') },
]

/** The new site takes out/'s place; the old one goes only once the new one is there. */
async function publishLocally(): Promise<void> {
  const previous = `${outDir}.previous`
  await rm(previous, { recursive: true, force: true })
  await rename(outDir, previous).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error
  })
  await rename(siteDir, outDir).catch(async (error: unknown) => {
    // The last good site goes back where it was.
    await rename(previous, outDir).catch(() => undefined)
    throw error
  })
  await rm(previous, { recursive: true, force: true })
}

const started = performance.now()
const busy = await removeFolder(siteDir)
if (busy) {
  console.error(busy)
  process.exit(1)
}
const result = await runSteps(steps, snapshotDir)
if ('failed' in result) {
  const leftOver = await removeFolder(siteDir)
  if (leftOver) console.error(leftOver)
  console.error(
    `✖ Build: stopped at "${result.failed}" (see above); out/ is left as the last good build made it.`,
  )
  process.exit(1)
}
await publishLocally().catch((error: NodeJS.ErrnoException) => {
  console.error(
    `✖ Build: could not move the new site into out/ (${error.code ?? error.message}); out/ is left as the last good build made it.`,
  )
  process.exit(1)
})
const total = ((performance.now() - started) / 1000).toFixed(1)
const parts = result.seconds.map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`).join(', ')
console.log(`Build: out/ in ${total}s (${parts}).`)
