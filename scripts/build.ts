import { constants } from 'node:os'
import path from 'node:path'
import { defaultSnapshotDir, handedSnapshot } from '@/lib/content/snapshot'
import { holdCheckout } from '@/scripts/pipeline/buildLock'
import { buildSteps } from '@/scripts/pipeline/buildSteps'
import { describeOut, publishSite, recoverOut } from '@/scripts/pipeline/publishSite'
import { removeFolder } from '@/scripts/pipeline/removeFolder'
import { runSteps, stopRunningStep } from '@/scripts/pipeline/runSteps'

/**
 * `npm run build`, what a static host runs: the snapshot of the content first, then every step
 * that reads it. The new site is made beside out/ (.cache/site) and replaces out/ only when every
 * step has passed: a build that fails or is refused leaves the last good out/ as it was. The
 * snapshot's record goes into out/snapshot.json, so the live site says which content it shows.
 * One build at a time holds the checkout (scripts/pipeline/buildLock.ts): the snapshot, the page
 * plan, the page cache and out/ are this build's alone, so out/snapshot.json names out/'s content.
 */

const outDir = path.resolve('out')
const siteDir = path.resolve('.cache/site')
const snapshotDir = handedSnapshot() ?? path.resolve(defaultSnapshotDir)
const steps = buildSteps(siteDir, snapshotDir)

const started = performance.now()
// Given back however the build ends, once no step runs; a build killed outright leaves a stale
// lock, cleared next time.
await holdCheckout('Build')
let stopping = false
/** The swap of out/, once begun: a signal lets it finish (or undo itself) before saying anything. */
let swap: Promise<boolean> | null = null
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void stopRunningStep(signal)
      .then(() => swap)
      .then((swapped) => {
        const now = swapped ? 'the new site had taken its place: ' : ''
        console.error(`✖ Build: stopped by ${signal}; ${now}${describeOut(outDir)}`)
        process.exit(128 + constants.signals[signal])
      })
  })
/** A build being stopped says so and exits from its signal's handler, not here. */
const stopped = () => new Promise<never>(() => setInterval(() => undefined, 60_000))

const recovered = await recoverOut(outDir)
if (recovered) console.warn(recovered)
const busy = await removeFolder(siteDir)
if (busy) {
  console.error(busy)
  process.exit(1)
}
const result = await runSteps(steps, snapshotDir)
if (stopping) await stopped()
if ('failed' in result) {
  const leftOver = await removeFolder(siteDir)
  if (leftOver) console.error(leftOver)
  console.error(`✖ Build: stopped at "${result.failed}" (see above); ${describeOut(outDir)}`)
  process.exit(1)
}
swap = publishSite(siteDir, outDir).then(
  () => true,
  (error: NodeJS.ErrnoException) => {
    console.error(
      `✖ Build: could not move the new site into out/ (${error.code ?? error.message}); ${describeOut(outDir)}`,
    )
    process.exit(1)
  },
)
await swap
if (stopping) await stopped()
const total = ((performance.now() - started) / 1000).toFixed(1)
const parts = result.seconds.map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`).join(', ')
console.log(`Build: out/ in ${total}s (${parts}).`)
