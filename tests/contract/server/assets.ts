import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { StoredDocument } from '@/tests/contract/server/store'

/**
 * The asset document the Content Lake makes for an uploaded image: its id is the content's
 * SHA-1 with the size and format, so the same bytes always get the same id.
 */
export async function describeUpload(
  bytes: Buffer,
  where: { origin: string; projectId: string; dataset: string; filename?: string },
): Promise<StoredDocument & { path: string }> {
  const { width, height, format } = await sharp(bytes).metadata()
  if (!width || !height || !format) throw new Error('not an image')
  const extension = format === 'jpeg' ? 'jpg' : format
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const path = `images/${where.projectId}/${where.dataset}/${sha1}-${width}x${height}.${extension}`
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType: `image/${format}`,
    originalFilename: where.filename,
    size: bytes.length,
    path,
    url: `${where.origin}/${path}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width,
        height,
        aspectRatio: width / height,
      },
    },
  }
}
