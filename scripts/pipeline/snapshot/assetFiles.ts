import path from 'node:path'

/** `image@file://./images/x.png`: how the import format (and so the snapshot) names an image. */
const assetPattern = /^image@file:\/\/\.\/(.+)$/

export interface AssetUse {
  documentId: string
  /** The field holding the image, as an editor finds it: `hero`, `cards[2].image`. */
  field: string
  /** The file, relative to the dataset's folder. */
  file: string
}

/**
 * Every image a dataset's documents use, with where. A path that would leave the dataset's
 * folder is refused here, so no later step reads a file outside the snapshot.
 */
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

/** True when the relative path stays inside its folder: no absolute path, no `..` segment. */
export const staysInside = (relative: string) =>
  !path.isAbsolute(relative) &&
  !relative.split(/[\\/]/).includes('..') &&
  path.normalize(relative) === relative
