import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }
export type DatasetDocument = JsonObject & { _id: string; _type: string }

const assetPattern = /^image@file:\/\/\.\/(.+)$/

/**
 * Reads a dataset in Sanity's import format and presents its images the way the Content
 * Lake does: each `_sanityAsset` becomes a reference to a `sanity.imageAsset` document with
 * a URL and dimensions, so one GROQ projection serves both sources.
 */
export async function readImportFile(file: string): Promise<DatasetDocument[]> {
  const text = await readFile(file, 'utf8')
  const documents = text
    .split('\n')
    .filter((line) => line.trim())
    .map((line, index) => {
      try {
        return JSON.parse(line) as DatasetDocument
      } catch {
        throw new Error(`${file}:${index + 1} is not valid JSON; run \`npm run seed\` again.`)
      }
    })

  return resolveImportAssets(documents, path.dirname(file))
}

/**
 * Replaces every `_sanityAsset` (a path relative to baseDir) with a reference to a
 * `sanity.imageAsset` document, and appends one such document per file. The asset ids follow
 * Sanity's own scheme (content hash and size), so an upload of the same file gets the same id.
 */
export async function resolveImportAssets(
  documents: readonly DatasetDocument[],
  baseDir: string,
): Promise<DatasetDocument[]> {
  const files = new Set<string>()
  for (const document of documents) collectAssetFiles(document, files)
  const assets = new Map(
    await Promise.all(
      [...files].map(
        async (relative) =>
          [relative, await describeImage(path.resolve(baseDir, relative))] as const,
      ),
    ),
  )
  const resolved = documents.map(
    (document) =>
      withAssetReferences(document, (relative) => assets.get(relative)!._id) as DatasetDocument,
  )
  return [...resolved, ...assets.values()]
}

// Plain recursion, not a promise per value: a dataset of thousands of articles has millions of values.
function collectAssetFiles(value: Json, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) collectAssetFiles(item, into)
  else if (value !== null && typeof value === 'object') {
    const reference =
      typeof value._sanityAsset === 'string' ? assetPattern.exec(value._sanityAsset) : null
    if (reference?.[1]) into.add(reference[1])
    for (const child of Object.values(value)) collectAssetFiles(child, into)
  }
}

/** A copy of `value` with every `_sanityAsset` replaced by a reference to its asset document. */
function withAssetReferences(value: Json, assetId: (relative: string) => string): Json {
  if (Array.isArray(value)) return value.map((item) => withAssetReferences(item, assetId))
  if (value === null || typeof value !== 'object') return value
  const object: JsonObject = {}
  for (const [key, child] of Object.entries(value))
    object[key] = withAssetReferences(child, assetId)
  const reference =
    typeof object._sanityAsset === 'string' ? assetPattern.exec(object._sanityAsset) : null
  if (!reference?.[1]) return object
  delete object._sanityAsset
  return { ...object, asset: { _type: 'reference', _ref: assetId(reference[1]) } }
}

async function describeImage(file: string): Promise<DatasetDocument> {
  const bytes = await readFile(file).catch(() => {
    throw new Error(
      `The dataset refers to ${file}, which does not exist; run \`npm run seed\` again.`,
    )
  })
  // The size as shown, EXIF orientation applied, as every variant is made (a phone's upright
  // photo is stored sideways with an orientation tag): the page declares this size.
  const { autoOrient, format = 'png' } = await sharp(bytes).metadata()
  const { width = 0, height = 0 } = autoOrient ?? {}
  const extension = format === 'jpeg' ? 'jpg' : format
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    url: pathToFileURL(file).href,
    originalFilename: path.basename(file),
    extension,
    mimeType: `image/${format}`,
    sha1hash: sha1,
    size: bytes.length,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
    },
  }
}
