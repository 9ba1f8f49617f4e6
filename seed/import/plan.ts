import type { DatasetDocument } from '../../lib/content/embeddedDataset'
import { sameContent } from './compare'
import type { LocalAsset } from './local'

export interface AssetPlan {
  upload: LocalAsset[]
  /** Already in the dataset, under the id it has there. */
  present: { asset: LocalAsset; storedId: string }[]
}

export interface DocumentPlan {
  create: DatasetDocument[]
  update: DatasetDocument[]
  unchanged: DatasetDocument[]
}

/** An image is present when the dataset holds an asset with the same content hash. */
export function planAssets(
  assets: readonly LocalAsset[],
  storedIdBySha1: ReadonlyMap<string, string>,
): AssetPlan {
  const plan: AssetPlan = { upload: [], present: [] }
  for (const asset of assets) {
    const storedId = storedIdBySha1.get(asset.sha1)
    if (storedId) plan.present.push({ asset, storedId })
    else plan.upload.push(asset)
  }
  return plan
}

/** Compares the seed's documents with the dataset's, by id. Documents only in the dataset stay. */
export function planDocuments(
  documents: readonly DatasetDocument[],
  stored: ReadonlyMap<string, Record<string, unknown>>,
): DocumentPlan {
  const plan: DocumentPlan = { create: [], update: [], unchanged: [] }
  for (const document of documents) {
    const existing = stored.get(document._id)
    if (!existing) plan.create.push(document)
    else if (sameContent(document, existing)) plan.unchanged.push(document)
    else plan.update.push(document)
  }
  return plan
}

/**
 * Points asset references at the ids the dataset uses. They match the seed's own ids unless
 * the server names assets differently; then the stored id wins, so references never dangle.
 */
export function withAssetIds(
  documents: readonly DatasetDocument[],
  storedIds: ReadonlyMap<string, string>,
): DatasetDocument[] {
  const renamed = [...storedIds].filter(([local, stored]) => local !== stored)
  if (renamed.length === 0) return [...documents]
  const rename = new Map(renamed)
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (value === null || typeof value !== 'object') return value
    const object = Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, visit(child)]),
    )
    const ref = object._ref
    return typeof ref === 'string' && rename.has(ref)
      ? { ...object, _ref: rename.get(ref) }
      : object
  }
  return documents.map((document) => visit(document) as DatasetDocument)
}
