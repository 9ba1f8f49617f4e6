import { copyFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { defaultSnapshotDir, handedSnapshot, snapshotRecordName } from '../lib/content/snapshot'
import { runSteps, type Step } from './build/runSteps'

/**
 * `npm run build`, what a static host runs: the snapshot of the content first, then every step
 * that reads it, into out/. Any failing step stops the build, and out/ is removed: nothing
 * half-built is left to serve or deploy. The snapshot's record goes into out/snapshot.json,
 * so the live site says which content it was built from.
 */

const outDir = path.resolve('out')
const snapshotDir = handedSnapshot() ?? path.resolve(defaultSnapshotDir)
const tsx = (script: string) => ({ command: 'tsx', args: [script] })

const steps: Step[] = [
  { name: 'Snapshot', ...tsx('scripts/snapshot.ts'), readsSanity: true },
  { name: 'Media', ...tsx('scripts/prepare-derived.ts') },
  { name: 'Page plan', ...tsx('scripts/plan-pages.ts') },
  { name: 'next build', command: 'next', args: ['build'], env: { PAGE_PLAN: '1' } },
  { name: 'Hydration', ...tsx('scripts/defer-hydration.ts') },
  { name: 'Script policy', ...tsx('scripts/secure-build.ts') },
  { name: 'Page reuse', ...tsx('scripts/reuse-pages.ts') },
  { name: 'Search index', ...tsx('scripts/search-index.ts') },
  { name: 'XML', ...tsx('scripts/check-xml.ts') },
  {
    name: 'Snapshot record',
    run: () =>
      copyFile(path.join(snapshotDir, snapshotRecordName), path.join(outDir, snapshotRecordName)),
  },
  // Last, once the site is whole: the pages kept for the next build to reuse.
  { name: 'Page cache', ...tsx('scripts/keep-pages.ts') },
]

const started = performance.now()
await rm(outDir, { recursive: true, force: true })
const result = await runSteps(steps, snapshotDir)
if ('failed' in result) {
  await rm(outDir, { recursive: true, force: true })
  console.error(
    `✖ Build: stopped at "${result.failed}" (see above); out/ removed, nothing to deploy.`,
  )
  process.exit(1)
}
const total = ((performance.now() - started) / 1000).toFixed(1)
const parts = result.seconds.map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`).join(', ')
console.log(`Build: out/ in ${total}s (${parts}).`)
