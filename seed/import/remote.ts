import type { SanityClient } from '@sanity/client'
import { hostedQuery } from '@/lib/sanity/query'

type Stored = Record<string, unknown> & { _id: string }

/**
 * What the dataset already holds of the seed, in one query: the documents under these ids
 * (published copies only: the raw perspective returns exactly the ids asked for, never an
 * editor's draft in their place), and which of these image content hashes it has.
 */
export async function storedCopies(
  client: SanityClient,
  ids: readonly string[],
  sha1s: readonly string[],
): Promise<{ documents: Map<string, Stored>; imageHashes: Set<string> }> {
  const { documents, images } = await hostedQuery<{ documents: Stored[]; images: string[] }>(
    client,
    '{ "documents": *[_id in $ids], "images": *[_type == "sanity.imageAsset" && sha1hash in $sha1s].sha1hash }',
    { ids, sha1s },
    { perspective: 'raw' },
  )
  return {
    documents: new Map(documents.map((document) => [document._id, document])),
    imageHashes: new Set(images),
  }
}
