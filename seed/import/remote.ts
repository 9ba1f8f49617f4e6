import type { SanityClient } from '@sanity/client'
import { withRetry, type RetryHooks, type RetryPolicy } from '../../lib/content/hosted/retry'

type Stored = Record<string, unknown> & { _id: string }
type Retry = { policy: RetryPolicy; hooks: RetryHooks }

const valuesPerQuery = 100

async function inChunks<T>(
  values: readonly string[],
  fetch: (chunk: string[]) => Promise<T[]>,
): Promise<T[]> {
  const found: T[] = []
  for (let start = 0; start < values.length; start += valuesPerQuery)
    found.push(...(await fetch(values.slice(start, start + valuesPerQuery))))
  return found
}

/**
 * The documents the dataset already holds under these ids (published copies only: the raw
 * perspective returns exactly the ids asked for, never an editor's draft in their place).
 */
export async function storedDocuments(
  client: SanityClient,
  ids: readonly string[],
  retry: Retry,
): Promise<Map<string, Stored>> {
  const documents = await inChunks(ids, (chunk) =>
    withRetry(
      () => client.fetch<Stored[]>('*[_id in $ids]', { ids: chunk }, { perspective: 'raw' }),
      retry.policy,
      retry.hooks,
    ),
  )
  return new Map(documents.map((document) => [document._id, document]))
}

/** The ids of image assets the dataset holds, by content hash. */
export async function storedAssetIds(
  client: SanityClient,
  sha1s: readonly string[],
  retry: Retry,
): Promise<Map<string, string>> {
  const assets = await inChunks(sha1s, (chunk) =>
    withRetry(
      () =>
        client.fetch<{ _id: string; sha1hash: string }[]>(
          '*[_type == "sanity.imageAsset" && sha1hash in $sha1s]{ _id, sha1hash }',
          { sha1s: chunk },
          { perspective: 'raw' },
        ),
      retry.policy,
      retry.hooks,
    ),
  )
  return new Map(assets.map((asset) => [asset.sha1hash, asset._id]))
}
