import { constants } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { defaultSnapshotDir, handedSnapshot } from '@/lib/content/snapshot'
import { holdCheckout } from '@/scripts/pipeline/buildLock'
import { buildSteps } from '@/scripts/pipeline/buildSteps'
import { describeOut, publishSite, recoverOut, removeFolder } from '@/scripts/pipeline/publishSite'
import { runSteps, stopRunningStep } from '@/scripts/pipeline/runSteps'
import { liveShows, siteRecord } from '@/scripts/steps/snapshotRecord'

/**
 * `npm run build`, what a static host runs (docs/BUILD.md): the snapshot, then every step that
 * reads it, into .cache/site, which replaces out/ only when every step has passed. One build at a
 * time holds the checkout, so the snapshot, the page cache and out/ are this build's alone.
 * `--unless-live`: after the snapshot, a site the live one already shows is not built (the deploy).
 */

const outDir = path.resolve('out')
const siteDir = path.resolve('.cache/site')
const snapshotDir = handedSnapshot() ?? path.resolve(defaultSnapshotDir)

let unlessLive = false
try {
  unlessLive =
    parseArgs({ options: { 'unless-live': { type: 'boolean' } } }).values['unless-live'] ?? false
} catch (error) {
  fail(`✖ Build: ${(error as Error).message}; its one option is --unless-live.`)
}

const started = performance.now()
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
/** Stops the build, saying why. */
function fail(...lines: (string | undefined)[]): never {
  for (const line of lines) if (line) console.error(line)
  process.exit(1)
}

const recovered = await recoverOut(outDir)
if (recovered) console.warn(recovered)
const busy = await removeFolder(siteDir)
if (busy) fail(busy)
const [snapshot, ...steps] = buildSteps(siteDir, snapshotDir)
const taken = await runSteps([snapshot!], snapshotDir)
if (stopping) await stopped()
if (unlessLive && !('failed' in taken)) {
  // A snapshot without settings is refused, saying why, by the record's own step below.
  const record = await siteRecord(snapshotDir).catch(() => null)
  if (record && (await liveShows(record))) {
    console.log(
      `Build: nothing new: ${record.siteUrl} already shows this snapshot, this code and today's date labels (fingerprint ${record.fingerprint}); no site built.`,
    )
    process.exit(0)
  }
}
const rest = 'failed' in taken ? taken : await runSteps(steps, snapshotDir)
if (stopping) await stopped()
const result =
  'failed' in taken || 'failed' in rest ? rest : { seconds: [...taken.seconds, ...rest.seconds] }
if ('failed' in result)
  fail(
    await removeFolder(siteDir),
    `✖ Build: stopped at "${result.failed}" (see above); ${describeOut(outDir)}`,
  )
swap = publishSite(siteDir, outDir).then(
  () => true,
  (error: NodeJS.ErrnoException) =>
    fail(
      `✖ Build: could not move the new site into out/ (${error.code ?? error.message}); ${describeOut(outDir)}`,
    ),
)
await swap
if (stopping) await stopped()
const total = ((performance.now() - started) / 1000).toFixed(1)
const parts = result.seconds.map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`).join(', ')
console.log(`Build: out/ in ${total}s (${parts}).`)
