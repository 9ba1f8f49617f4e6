import { isDeepStrictEqual } from 'node:util'
import type { SanityClient } from '@sanity/client'
import { resolveImportAssets, type DatasetDocument } from '@/lib/sanity/datasetFile'
import { explainFailure, HostedApiError, type ApiTarget } from '@/lib/sanity/failure'
import { importMarker, importMarkerId } from '@/lib/sanity/importMarker'
import { hostedQuery, withinDeadline } from '@/lib/sanity/query'
import { withRetry, type RetryPolicy } from '@/lib/sanity/retry'
import { writeDocuments } from '@/seed/import/writeDocuments'

/** Fields the Content Lake sets on every write; they never come from the seed. */
const systemFields = new Set(['_rev', '_createdAt', '_updatedAt', '_system'])

/** Same content but the fields the server adds, whatever the key order (isDeepStrictEqual's). */
export const sameContent = (wanted: Record<string, unknown>, stored: Record<string, unknown>) =>
  isDeepStrictEqual(
    wanted,
    Object.fromEntries(Object.entries(stored).filter(([key]) => !systemFields.has(key))),
  )

/** Compares the seed's documents with the dataset's, by id. Documents only in the dataset stay. */
export function planDocuments(
  documents: readonly DatasetDocument[],
  stored: ReadonlyMap<string, Record<string, unknown>>,
) {
  const plan = { create: [], update: [], unchanged: [] } as Record<
    'create' | 'update' | 'unchanged',
    DatasetDocument[]
  >
  for (const document of documents) {
    const existing = stored.get(document._id)
    if (!existing) plan.create.push(document)
    else if (sameContent(document, existing)) plan.unchanged.push(document)
    else plan.update.push(document)
  }
  return plan
}

/**
 * What the seed wants in the dataset, as the dataset would hold it: the import format's
 * `_sanityAsset` file paths (relative to baseDir) resolved into asset references, the way the
 * embedded source does, so that the seed can be compared with what an import left.
 */
export async function localDataset(documents: readonly DatasetDocument[], baseDir: string) {
  // What the server stores is JSON: compare in JSON, where an undefined field does not exist.
  const json = JSON.parse(JSON.stringify(documents)) as DatasetDocument[]
  const resolved = await resolveImportAssets(json, baseDir)
  const isAsset = (document: DatasetDocument) => document._type === 'sanity.imageAsset'
  return {
    documents: resolved.filter((document) => !isAsset(document)),
    images: resolved.filter(isAsset).map((asset) => ({
      id: asset._id,
      sha1: String(asset.sha1hash),
      filename: String(asset.originalFilename),
    })),
  }
}

/**
 * The marker (importMarker.ts) is written before the importer's first write and deleted after
 * its last, each in a transaction of its own: a build between the two refuses the dataset.
 * Both writes are safe to repeat, and the client retries no write: a passing 5xx or dropped
 * connection is ridden out here, or a whole import would fail on its last request.
 */
const markerRetry: RetryPolicy = { attempts: 4, baseDelayMs: 250, maxDelayMs: 2_000 }
const markerWrite = (client: SanityClient, write: (signal: AbortSignal) => Promise<unknown>) =>
  withRetry(() => withinDeadline(client, write), markerRetry)

export interface ImportOptions {
  client: SanityClient
  /** The seed's documents in Sanity's import format: images as `_sanityAsset` file paths. */
  documents: readonly DatasetDocument[]
  /** The folder the `_sanityAsset` paths are relative to. */
  baseDir: string
  /** Names the dataset and the variables to fix in error messages. */
  target: ApiTarget
  dryRun?: boolean
  log?: (line: string) => void
  /** How long the importer may go without reporting progress (writeDocuments.ts). */
  stallMs: number
  /** The import's start time, as the marker records it. */
  now?: () => Date
}

/**
 * Brings the dataset in line with the seed: the documents that differ from the dataset's copy
 * (and the images they use) go to Sanity's importer; documents that already match are left
 * alone, so a second run writes nothing. The comparison and the dry run are ours: the importer
 * writes every document it is given (createOrReplace; createIfNotExists would never update one)
 * and has no dry run. Throws a HostedApiError that says what to fix when the API refuses or
 * stays unreachable.
 */
export async function runImport({
  client,
  documents,
  baseDir,
  target,
  dryRun = false,
  log = () => {},
  stallMs,
  now = () => new Date(),
}: ImportOptions) {
  const startedAt = now()
  const step = async <T>(doing: string, access: 'read' | 'write', work: () => Promise<T>) => {
    try {
      return await work()
    } catch (error) {
      throw explainFailure(error, target, doing, access)
    }
  }

  const local = await localDataset(documents, baseDir)
  // Published copies only: the raw perspective returns exactly the ids asked for, never an
  // editor's draft in their place.
  const found = await step('read the documents and images in the dataset', 'read', () =>
    hostedQuery<{ documents: (Record<string, unknown> & { _id: string })[]; images: string[] }>(
      client,
      '{ "documents": *[_id in $ids], "images": *[_type == "sanity.imageAsset" && sha1hash in $sha1s].sha1hash }',
      {
        ids: [...local.documents.map((document) => document._id), importMarkerId],
        sha1s: local.images.map((image) => image.sha1),
      },
      { perspective: 'raw' },
    ),
  )
  const stored = new Map(found.documents.map((document) => [document._id, document]))
  const imageHashes = new Set(found.images)
  const leftBehind = stored.get(importMarkerId)
  if (leftBehind)
    log(
      `An import that started at ${String(leftBehind.startedAt)} did not finish; builds refuse this dataset until one does.`,
    )
  const plan = planDocuments(local.documents, stored)
  const ids = (list: readonly { _id: string }[]) => list.map((document) => document._id)
  const changed = new Set(ids([...plan.create, ...plan.update]))
  /** What the import did, or in a dry run would do, by id. */
  const report = {
    dryRun,
    images: {
      uploaded: local.images.filter(({ sha1 }) => !imageHashes.has(sha1)),
      present: local.images.filter(({ sha1 }) => imageHashes.has(sha1)),
    },
    documents: {
      created: ids(plan.create),
      updated: ids(plan.update),
      unchanged: ids(plan.unchanged),
    },
  }
  if (dryRun || (changed.size === 0 && !leftBehind)) return report

  let marked = Boolean(leftBehind)
  try {
    if (changed.size > 0) {
      await step('mark the dataset as being imported', 'write', () =>
        markerWrite(client, (signal) =>
          client.createOrReplace(importMarker(startedAt), { signal, visibility: 'sync' }),
        ),
      )
      marked = true
      log(`Importing ${changed.size} document(s) and the images they use…`)
      await step('import the documents and images', 'write', () =>
        writeDocuments(
          client,
          documents.filter((document) => changed.has(document._id)),
          { baseDir, stallMs },
        ),
      )
    }
    await step('clear the import marker', 'write', () =>
      markerWrite(client, (signal) =>
        client.delete(importMarkerId, { signal, visibility: 'sync' }),
      ),
    )
  } catch (error) {
    // The marker is set: say what it means.
    if (marked && error instanceof HostedApiError)
      error.message +=
        ' The import stopped part-way, and builds refuse this dataset until it finishes: run `npm run seed -- --import` again.'
    throw error
  }
  return report
}
