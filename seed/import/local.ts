import { fileURLToPath } from 'node:url'
import { resolveImportAssets, type DatasetDocument } from '../../lib/content/embeddedDataset'

/** An image file to upload, with the id Sanity gives it (content hash and size). */
export interface LocalAsset {
  id: string
  sha1: string
  file: string
  filename: string
  mimeType: string
}

/** What the seed wants in the dataset: documents that reference assets by id, and the asset files. */
export interface LocalDataset {
  documents: DatasetDocument[]
  assets: LocalAsset[]
}

const isAsset = (document: DatasetDocument) => document._type === 'sanity.imageAsset'

/**
 * Resolves the import format's `_sanityAsset` file paths (relative to baseDir) into asset
 * references, the same way the embedded source does, so both end up with identical documents.
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
    assets: resolved.filter(isAsset).map((asset) => ({
      id: asset._id,
      sha1: String(asset.sha1hash),
      file: fileURLToPath(String(asset.url)),
      filename: String(asset.originalFilename),
      mimeType: String(asset.mimeType),
    })),
  }
}
