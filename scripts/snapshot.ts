import path from 'node:path'
import { defaultSnapshotDir, handedSnapshot } from '../lib/content/snapshot'
import { refusalLines, takeSnapshot } from './build/snapshot/takeSnapshot'

/**
 * The first step of `npm run build` (and of `npm run dev`): the whole published dataset, taken
 * once into one folder (CONTENT_SNAPSHOT, default .cache/snapshot) that every later step reads
 * and nothing else (scripts/build/snapshot/takeSnapshot.ts).
 */

const target = handedSnapshot() ?? path.resolve(defaultSnapshotDir)
try {
  await takeSnapshot(target, process.env, (line) => console.log(line))
} catch (error) {
  for (const line of refusalLines(error)) console.error(line)
  process.exit(1)
}
