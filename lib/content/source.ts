import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { cache } from 'react'
import { readImportFile, type DatasetDocument } from '@/lib/sanity/datasetFile'
import { previewServer } from '@/lib/content/mode'
import { handedSnapshot, snapshotDatasetName } from '@/lib/content/snapshot'
import { previewQuery } from '@/lib/content/preview/query'

/**
 * The dataset file pages read: the build's snapshot (lib/content/snapshot.ts) when one was
 * handed to this process, else the embedded dataset (tests and tools).
 */
export const datasetFile = () => {
  const snapshot = handedSnapshot()
  return snapshot
    ? path.join(snapshot, snapshotDatasetName)
    : // Read by the build and scripts only: the preview server never bundles the dataset.
      path.resolve(
        /*turbopackIgnore: true*/ process.env.CONTENT_DATASET_FILE ?? 'seed/dataset.ndjson',
      )
}

/** Whether the environment names a hosted dataset, which the build's snapshot then takes. */
const hostedNamed = () => Boolean(process.env.SANITY_PROJECT_ID || process.env.SANITY_DATASET)

/**
 * Loaded once per process and file, however many pages ask. A hosted dataset is read only
 * through a snapshot: a process that would query it page by page could mix two versions.
 */
function embeddedDataset(): Promise<DatasetDocument[]> {
  if (!handedSnapshot() && hostedNamed())
    return Promise.reject(
      new Error(
        'Pages read the hosted dataset only through the build’s snapshot of it: run `npm run build` or `npm run dev`, which take one first.',
      ),
    )
  const file = datasetFile()
  return snapshot('dataset', () =>
    readImportFile(file).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new Error(`No dataset at ${file}. Run \`npm run seed\` first.`)
      throw error
    }),
  )
}

/**
 * Runs one GROQ query of queries.ts against whichever source is configured. Its result type is
 * the one Sanity TypeGen generated for that very query string, so a result read as the wrong
 * type fails `npm run typecheck`.
 */
export function runQuery<const Query extends keyof SanityQueries>(
  query: Query,
): Promise<SanityQueries[Query]> {
  return runRawQuery<SanityQueries[Query]>(query)
}

/**
 * A query outside the generated map (data walked as plain values, the build's own checks): the
 * caller names the type it reads.
 */
export async function runRawQuery<Result>(query: string): Promise<Result> {
  if (previewServer) return previewQuery<Result>(query)
  const result = await evaluate(parse(query), { dataset: await embeddedDataset() })
  return (await result.get()) as Result
}

/**
 * On globalThis: Next bundles this module once for pages and once for route handlers (the feeds,
 * the sitemap), and a worker that renders both would otherwise hold two copies of the dataset.
 */
const shared = globalThis as { contentSnapshots?: Map<string, Promise<unknown>> }
const buildSnapshots = (shared.contentSnapshots ??= new Map())
/** The preview server answers each request afresh: an editor's last keystroke must show. */
const requestSnapshots = cache(() => new Map<string, Promise<unknown>>())

/**
 * A whole-corpus answer, asked once per source and kept for the life of the process (one
 * build), or of one request in the preview server. A failure is not kept, so the next ask
 * tries again.
 */
export function snapshot<T>(name: string, load: () => Promise<T>): Promise<T> {
  const snapshots = previewServer ? requestSnapshots() : buildSnapshots
  const key = `${previewServer ? 'preview' : datasetFile()}|${name}`
  let value = snapshots.get(key) as Promise<T> | undefined
  if (!value) {
    value = load().catch((error: unknown) => {
      snapshots.delete(key)
      throw error
    })
    snapshots.set(key, value)
  }
  return value
}

/** For tests that change the dataset between asks. */
export function forgetSnapshots(): void {
  buildSnapshots.clear()
}
