import type { DatasetDocument } from '@/lib/sanity/datasetFile'

/** A snapshot that cannot be taken: one line saying what to do, and the problems behind it. */
export class SnapshotRefused extends Error {
  constructor(
    message: string,
    readonly problems: readonly string[] = [],
  ) {
    super(message)
  }
}

/** The refusal of a hosted snapshot whose published documents break a rule, one line each. */
export const publishedProblems = (count: number) =>
  `${count} problem(s) in published documents; nothing was built. Fix them in the Studio and publish again:`

/** A dataset file's documents, one JSON object with `_id` and `_type` per line. */
export function parseDataset(text: string, file: string): DatasetDocument[] {
  return text.split('\n').flatMap((line, index) => {
    if (!line.trim()) return []
    let document: Partial<DatasetDocument> | null
    try {
      document = JSON.parse(line) as Partial<DatasetDocument> | null
    } catch {
      throw new SnapshotRefused(`${file}:${index + 1} is not valid JSON; nothing was built.`)
    }
    if (typeof document?._id !== 'string' || typeof document._type !== 'string')
      throw new SnapshotRefused(`${file}:${index + 1} is not a document (no _id or _type).`)
    return [document as DatasetDocument]
  })
}

/** `image@file://./images/x.png`: how the import format (and so the snapshot) names an image. */
const assetPattern = /^image@file:\/\/\.\/(.+)$/

export interface AssetUse {
  documentId: string
  /** The field holding the image, as an editor finds it: `hero`, `cards[2].image`. */
  field: string
  /** The file, relative to the dataset's folder. */
  file: string
}

/** Every image a dataset's documents use, with where. */
export function assetUses(documents: readonly Record<string, unknown>[]): AssetUse[] {
  const uses: AssetUse[] = []
  const walk = (value: unknown, documentId: string, field: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, documentId, `${field}[${i}]`))
    else if (value !== null && typeof value === 'object') {
      const object = value as Record<string, unknown>
      const file =
        typeof object._sanityAsset === 'string' ? assetPattern.exec(object._sanityAsset)?.[1] : null
      if (file) uses.push({ documentId, field: field || '(document)', file })
      for (const [key, child] of Object.entries(object))
        if (key !== '_sanityAsset') walk(child, documentId, field ? `${field}.${key}` : key)
    }
  }
  for (const document of documents) walk(document, String(document._id), '')
  return uses
}
