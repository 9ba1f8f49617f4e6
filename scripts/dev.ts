import path from 'node:path'
import { defaultSnapshotDir, handedSnapshot } from '@/lib/content/snapshot'
import { holdCheckout } from '@/scripts/pipeline/buildLock'
import { runSteps } from '@/scripts/pipeline/runSteps'

/**
 * `npm run dev`: the snapshot and the media a page needs, as the build takes them, then
 * `next dev` reading that snapshot (take a new one by restarting after a content change).
 */

const snapshotDir = handedSnapshot() ?? path.resolve(defaultSnapshotDir)
// The snapshot and the media are a build's too: taken while no build runs (scripts/pipeline/buildLock.ts).
const release = await holdCheckout('Dev')
const prepared = await runSteps(
  [
    { name: 'Snapshot', command: 'tsx', args: ['scripts/steps/snapshot.ts'], readsSanity: true },
    { name: 'Media', command: 'tsx', args: ['scripts/steps/media.ts'] },
  ],
  snapshotDir,
)
release()
if ('failed' in prepared) process.exit(1)
const result = await runSteps(
  [{ name: 'next dev', command: 'next', args: ['dev', ...process.argv.slice(2)] }],
  snapshotDir,
)
if ('failed' in result) process.exit(1)
