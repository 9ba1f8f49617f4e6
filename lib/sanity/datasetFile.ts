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

/** The image file a value of the import format names (`_sanityAsset`), relative to the file. */
const assetFile = (value: Json): string | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? assetPattern.exec(typeof value._sanityAsset === 'string' ? value._sanityAsset : '')?.[1]
    : undefined

/**
 * Replaces every `_sanityAsset` (a path relative to baseDir) with a reference to a
 * `sanity.imageAsset` document, and appends one such document per file. The asset ids follow
 * Sanity's own scheme (content hash and size), so an upload of the same file gets the same id.
 * JSON's own walks, not ours: a dataset of thousands of articles has millions of values.
 */
export async function resolveImportAssets(
  documents: readonly DatasetDocument[],
  baseDir: string,
): Promise<DatasetDocument[]> {
  const files = new Set<string>()
  const text = JSON.stringify(documents, (_key, value: Json) => {
    const file = assetFile(value)
    if (file) files.add(file)
    return value
  })
  const assets = new Map(
    await Promise.all(
      [...files].map(
        async (file) => [file, await describeImage(path.resolve(baseDir, file))] as const,
      ),
    ),
  )
  const resolved = JSON.parse(text, (_key, value: Json) => {
    const file = assetFile(value)
    if (!file) return value
    const object: JsonObject = { ...(value as JsonObject) }
    delete object._sanityAsset
    return { ...object, asset: { _type: 'reference', _ref: assets.get(file)!._id } }
  }) as DatasetDocument[]
  return [...resolved, ...assets.values()]
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
