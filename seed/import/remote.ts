import type { SanityClient } from '@sanity/client'
import { hostedQuery } from '../../lib/content/hosted/query'

type Stored = Record<string, unknown> & { _id: string }

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
): Promise<Map<string, Stored>> {
  const documents = await inChunks(ids, (chunk) =>
    hostedQuery<Stored[]>(client, '*[_id in $ids]', { ids: chunk }, { perspective: 'raw' }),
  )
  return new Map(documents.map((document) => [document._id, document]))
}

/** The content hashes of the images the dataset already holds, of those asked for. */
export async function storedImageHashes(
  client: SanityClient,
  sha1s: readonly string[],
): Promise<Set<string>> {
  const hashes = await inChunks(sha1s, (chunk) =>
    hostedQuery<string[]>(
      client,
      '*[_type == "sanity.imageAsset" && sha1hash in $sha1s].sha1hash',
      { sha1s: chunk },
      { perspective: 'raw' },
    ),
  )
  return new Set(hashes)
}
