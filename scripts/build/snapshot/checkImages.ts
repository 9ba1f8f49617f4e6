import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { AssetUse } from './assetFiles'

/** Sanity names an exported image by its asset id: `images/<sha1>-<w>x<h>.<ext>`. */
const exportedName = /^images\/([0-9a-f]{40}-\d+x\d+)\.([a-z0-9]+)$/

/** How an editor finds an image: the asset id for a hosted dataset, the file for the seed's. */
export const imageLabel = (file: string, source: 'hosted' | 'embedded') => {
  const exported = source === 'hosted' ? exportedName.exec(file) : null
  return exported ? `image-${exported[1]}-${exported[2]}` : file
}

/** Why a file cannot be shown as an image, or null when it can. */
async function unreadable(file: string): Promise<string | null> {
  let bytes: Buffer
  try {
    bytes = await readFile(file)
  } catch {
    return 'is missing'
  }
  try {
    const { width, height } = await sharp(bytes).metadata()
    return width && height ? null : 'has no size'
  } catch {
    return `is not an image (${bytes.length} bytes that no image format describes)`
  }
}

/**
 * Every image the snapshot's documents use must be there and decode: a page, a social card or
 * an image variant made from a broken one would fail later, naming neither file nor document.
 * One line per use: document, field, image and what is wrong.
 */
export async function checkImages(
  dir: string,
  uses: readonly AssetUse[],
  source: 'hosted' | 'embedded',
): Promise<string[]> {
  const verdicts = new Map<string, Promise<string | null>>()
  for (const { file } of uses)
    if (!verdicts.has(file)) verdicts.set(file, unreadable(path.join(dir, file)))
  const fix =
    source === 'hosted'
      ? 'upload the image again in the Studio and publish'
      : 'replace the file and run `npm run seed`'
  const problems: string[] = []
  for (const { documentId, field, file } of uses) {
    const why = await verdicts.get(file)
    if (why)
      problems.push(`${documentId} › ${field}: image ${imageLabel(file, source)} ${why}; ${fix}.`)
  }
  return problems
}
