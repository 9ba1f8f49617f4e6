import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { heroField, heroSizeProblem } from '@/schemas/heroImage'
import { cached, inputHash } from '@/scripts/pipeline/derivedCache'
import type { AssetUse } from '@/scripts/pipeline/snapshot/dataset'

/** Sanity names an exported image by its asset id: `images/<sha1>-<w>x<h>.<ext>`. */
const exportedName = /^images\/([0-9a-f]{40}-\d+x\d+)\.([a-z0-9]+)$/

type Inspected = { why: string } | { why: null; width: number; height: number }

/** sharp's own ceiling on the pixels it decodes (its `limitInputPixels` default). */
const pixelLimit = 268_402_689

/**
 * Why a file cannot be shown as an image, or its size as shown (EXIF orientation applied). Every
 * pixel is read, as a header alone passes a file cut short; once per content (the build cache).
 * The seed's check of its own images too (seed/lib/checks/files.ts).
 */
export async function inspect(file: string): Promise<Inspected> {
  const bytes = await readFile(file).catch(() => null)
  if (!bytes) return { why: 'is missing' }
  // Its size first, read from the header whatever it is, so a huge one is named as such.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  if (!header)
    return { why: `is not an image (${bytes.length} bytes that no image format describes)` }
  const size = header.autoOrient
  if (!size.width || !size.height) return { why: 'has no size' }
  if (size.width * size.height > pixelLimit)
    return {
      why: `is too large to show: ${size.width}×${size.height} pixels, over the ${Math.floor(pixelLimit / 1e6)} million an image may have`,
    }
  const whole = await cached('decoded-images', inputHash(bytes), async () => {
    // A small decode of every pixel: stats() now and then passes a PNG cut short when other
    // images decode beside it, where a pipeline's output fails it every time.
    await sharp(bytes, { failOn: 'truncated' }).resize(64).raw().toBuffer()
    return Buffer.from('decoded whole')
  }).catch(() => null)
  if (!whole) return { why: 'is cut short or damaged: it does not decode whole' }
  return { why: null, ...size }
}

/**
 * Every image the snapshot's documents use must be there and decode (a later step would fail on
 * it naming neither file nor document), and a hero fill its frame, by the Studio's rule. One line
 * per use: document, field, image and what is wrong.
 */
export async function checkImages(
  dir: string,
  uses: readonly AssetUse[],
  source: 'hosted' | 'embedded',
): Promise<string[]> {
  const verdicts = new Map<string, Promise<Inspected>>()
  for (const { file } of uses)
    if (!verdicts.has(file)) verdicts.set(file, inspect(path.join(dir, file)))
  const fix =
    source === 'hosted'
      ? 'upload the image again in the Studio and publish'
      : 'replace the file and run `npm run seed`'
  const problems: string[] = []
  for (const { documentId, field, file } of uses) {
    const verdict = (await verdicts.get(file))!
    // As an editor finds it: the asset id for a hosted dataset, the file for the seed's.
    const exported = source === 'hosted' ? exportedName.exec(file) : null
    const image = exported ? `image-${exported[1]}-${exported[2]}` : file
    if (verdict.why !== null)
      problems.push(`${documentId} › ${field}: image ${image} ${verdict.why}; ${fix}.`)
    else if (field === heroField) {
      const tooSmall = heroSizeProblem(verdict.width, verdict.height)
      if (tooSmall) problems.push(`${documentId} › ${field}: Hero image ${tooSmall}.`)
    }
  }
  return problems
}
