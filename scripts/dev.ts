import { constants } from 'node:os'
import path from 'node:path'
import { defaultSnapshotDir, handedSnapshot } from '@/lib/content/snapshot'
import { holdCheckout } from '@/scripts/pipeline/buildLock'
import { buildSteps } from '@/scripts/pipeline/buildSteps'
import { runSteps, stopRunningStep } from '@/scripts/pipeline/runSteps'

/** `npm run dev`: the snapshot and the media, as the build takes them, then `next dev` on them. */

// Each step runs as a process group of its own (runSteps): stopping this one stops it too.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(
    signal,
    () => void stopRunningStep(signal).then(() => process.exit(128 + constants.signals[signal])),
  )
const snapshotDir = handedSnapshot() ?? path.resolve(defaultSnapshotDir)
// The snapshot and the media are a build's too: taken while no build runs.
const release = await holdCheckout('Dev')
const [snapshot, media] = buildSteps('.cache/site', snapshotDir)
const prepared = await runSteps([snapshot!, media!], snapshotDir)
release()
if ('failed' in prepared) process.exit(1)
const result = await runSteps(
  [{ name: 'next dev', command: 'next', args: ['dev', ...process.argv.slice(2)] }],
  snapshotDir,
)
if ('failed' in result) process.exit(1)
