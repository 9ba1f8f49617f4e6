import type { SanityClient } from '@sanity/client'
import type { DatasetDocument } from '@/lib/sanity/datasetFile'
import { explainFailure, HostedApiError, type ApiTarget } from '@/lib/sanity/explain'
import { importMarkerId } from '@/lib/sanity/importMarker'
import { localDataset } from '@/seed/import/local'
import { clearImportMarker, setImportMarker } from '@/seed/import/marker'
import { planDocuments } from '@/seed/import/plan'
import { storedCopies } from '@/seed/import/remote'
import type { ImportReport } from '@/seed/import/report'
import { writeDocuments } from '@/seed/import/writeDocuments'

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
}: ImportOptions): Promise<ImportReport> {
  const startedAt = now()
  const step = async <T>(doing: string, access: 'read' | 'write', work: () => Promise<T>) => {
    try {
      return await work()
    } catch (error) {
      throw explainFailure(error, target, doing, access)
    }
  }

  const local = await localDataset(documents, baseDir)
  const { documents: stored, imageHashes } = await step(
    'read the documents and images in the dataset',
    'read',
    () =>
      storedCopies(
        client,
        [...local.documents.map((document) => document._id), importMarkerId],
        local.images.map((image) => image.sha1),
      ),
  )
  const leftBehind = stored.get(importMarkerId)
  if (leftBehind)
    log(
      `An import that started at ${String(leftBehind.startedAt)} did not finish; builds refuse this dataset until one does.`,
    )
  const plan = planDocuments(local.documents, stored)
  const ids = (list: readonly { _id: string }[]) => list.map((document) => document._id)
  const changed = new Set(ids([...plan.create, ...plan.update]))
  const report: ImportReport = {
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
        setImportMarker(client, startedAt),
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
    await step('clear the import marker', 'write', () => clearImportMarker(client))
  } catch (error) {
    // The marker is set: say what it means.
    if (marked && error instanceof HostedApiError)
      error.message +=
        ' The import stopped part-way, and builds refuse this dataset until it finishes: run `npm run seed -- --import` again.'
    throw error
  }
  return report
}
