import { resolveImportAssets, type DatasetDocument } from '@/lib/sanity/datasetFile'

/** An image file of the seed, with the id Sanity gives it (content hash and size). */
export interface LocalImage {
  id: string
  sha1: string
  filename: string
}

/** What the seed wants in the dataset, as the dataset would hold it: images as asset references. */
export interface LocalDataset {
  documents: DatasetDocument[]
  images: LocalImage[]
}

const isAsset = (document: DatasetDocument) => document._type === 'sanity.imageAsset'

/**
 * Resolves the import format's `_sanityAsset` file paths (relative to baseDir) into asset
 * references, the same way the embedded source does, so that the seed can be compared with
 * what an import left in the dataset.
 */
export async function localDataset(
  documents: readonly DatasetDocument[],
  baseDir: string,
): Promise<LocalDataset> {
  // What the server stores is JSON: compare in JSON, where an undefined field does not exist.
  const json = JSON.parse(JSON.stringify(documents)) as DatasetDocument[]
  const resolved = await resolveImportAssets(json, baseDir)
  return {
    documents: resolved.filter((document) => !isAsset(document)),
    images: resolved.filter(isAsset).map((asset) => ({
      id: asset._id,
      sha1: String(asset.sha1hash),
      filename: String(asset.originalFilename),
    })),
  }
}
