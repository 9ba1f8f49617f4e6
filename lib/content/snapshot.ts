import path from 'node:path'

/**
 * One build, one snapshot: the build's first step (scripts/steps/snapshot.ts) copies the whole
 * published dataset into one folder, and every later step and process reads only that copy.
 * An editor who publishes while a build runs is in the next build, never in half of this one.
 */

/** The variable that hands the snapshot's folder to every later step of a build. */
export const snapshotVariable = 'CONTENT_SNAPSHOT'

/** The snapshot folder npm run build and npm run dev take; the build cache is kept elsewhere. */
export const defaultSnapshotDir = '.cache/snapshot'

/** The dataset in Sanity's import format, with its images in ./images beside it. */
export const snapshotDatasetName = 'dataset.ndjson'
/** Which snapshot it is: a hash of its documents and images, written last. */
export const snapshotRecordName = 'snapshot.json'

export interface SnapshotRecord {
  /** sha256 over the dataset file and every image, each named. */
  hash: string
  source: 'hosted' | 'embedded'
  documents: number
  images: number
  takenAt: string
}

/** The snapshot folder this process was handed, if any. */
export function handedSnapshot(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = env[snapshotVariable]?.trim()
  return dir ? path.resolve(/*turbopackIgnore: true*/ dir) : undefined
}
