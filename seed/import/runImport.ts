import type { SanityClient } from '@sanity/client'
import { explainFailure, HostedApiError, type ApiTarget } from '../../lib/content/hosted/explain'
import { importMarker, importMarkerId } from '../../lib/content/hosted/importMarker'
import {
  defaultRetryPolicy,
  type RetryHooks,
  type RetryPolicy,
} from '../../lib/content/hosted/retry'
import type { LocalDataset } from './local'
import { markedTransactions } from './marked'
import { batches, referenceOrder, type BatchLimits } from './order'
import { planAssets, planDocuments, withAssetIds } from './plan'
import { storedAssetIds, storedDocuments } from './remote'
import type { ImportReport } from './report'
import { uploadAsset } from './upload'
import { commitTransaction } from './write'

export interface ImportOptions {
  client: SanityClient
  local: LocalDataset
  /** Names the dataset and the variables to fix in error messages. */
  target: ApiTarget
  dryRun?: boolean
  log?: (line: string) => void
  retry?: RetryPolicy
  timeoutMs: number
  batch?: BatchLimits
  /** The import's start time, as the marker records it. */
  now?: () => Date
}

/** Well under the Content Lake's request limits, and small enough that a retry is cheap. */
export const defaultBatchLimits: BatchLimits = { documents: 25, bytes: 1_000_000 }

/**
 * Brings the dataset in line with the seed: uploads missing images, then creates or replaces
 * the documents that differ, referenced documents first, in batched transactions. Documents
 * that already match are left alone, so a second run writes nothing. Throws a HostedApiError
 * that says what to fix when the API refuses or stays unreachable.
 */
export async function runImport({
  client,
  local,
  target,
  dryRun = false,
  log = () => {},
  retry: policy = defaultRetryPolicy,
  timeoutMs,
  batch = defaultBatchLimits,
  now = () => new Date(),
}: ImportOptions): Promise<ImportReport> {
  const startedAt = now()
  const retry = {
    policy,
    hooks: {
      onRetry: ({ attempt, delayMs, failure }) =>
        log(
          `  ${failure.detail}; retrying in ${delayMs} ms (attempt ${attempt + 1} of ${policy.attempts})`,
        ),
    } satisfies RetryHooks,
  }
  const step = async <T>(doing: string, access: 'read' | 'write', work: () => Promise<T>) => {
    try {
      return await work()
    } catch (error) {
      throw explainFailure(error, target, doing, access)
    }
  }

  const assetIds = await step('look up the images in the dataset', 'read', () =>
    storedAssetIds(
      client,
      local.assets.map((asset) => asset.sha1),
      retry,
    ),
  )
  const assets = planAssets(local.assets, assetIds)
  const storedIds = new Map(assets.present.map(({ asset, storedId }) => [asset.id, storedId]))
  const stored = await step('read the documents in the dataset', 'read', () =>
    storedDocuments(
      client,
      [...local.documents.map((document) => document._id), importMarkerId],
      retry,
    ),
  )
  const leftBehind = stored.get(importMarkerId)
  if (leftBehind)
    log(
      `An import that started at ${String(leftBehind.startedAt)} did not finish; builds refuse this dataset until one does.`,
    )

  if (!dryRun && assets.upload.length > 0) {
    log(`Uploading ${assets.upload.length} image(s)…`)
    for (const asset of assets.upload)
      storedIds.set(
        asset.id,
        await step(`upload the image ${asset.filename}`, 'write', () =>
          uploadAsset(client, asset, { timeoutMs, retry }),
        ),
      )
  }

  const documents = planDocuments(withAssetIds(local.documents, storedIds), stored)
  // Images come first, outside the marker: an image no published document uses is never built.
  const transactions = markedTransactions(
    batches(referenceOrder([...documents.create, ...documents.update]), batch),
    importMarker(startedAt),
    Boolean(leftBehind),
  )
  if (!dryRun)
    for (const [index, { documents: written, deletes }] of transactions.entries()) {
      const which = `transaction ${index + 1} of ${transactions.length}`
      try {
        await step(`write documents (${which})`, 'write', () =>
          commitTransaction(client, written, retry, deletes),
        )
      } catch (error) {
        // The first transaction set the marker (or an earlier import left it): say what it means.
        if (error instanceof HostedApiError && (index > 0 || leftBehind))
          error.message +=
            ' The import stopped part-way, and builds refuse this dataset until it finishes: run `npm run seed -- --import` again.'
        throw error
      }
      const count = written.filter((document) => document._id !== importMarkerId).length
      log(`  ${which}: ${count} document(s) written`)
    }

  const ids = (list: readonly { _id: string }[]) => list.map((document) => document._id)
  return {
    dryRun,
    images: {
      uploaded: assets.upload.map(({ id, filename }) => ({ id, filename })),
      present: assets.present.map(({ asset: { id, filename } }) => ({ id, filename })),
    },
    documents: {
      created: ids(documents.create),
      updated: ids(documents.update),
      unchanged: ids(documents.unchanged),
    },
    transactions: transactions.length,
  }
}
