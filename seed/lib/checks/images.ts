import { readFile, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { heroSizeProblem } from '@/schemas/heroImage'

/**
 * Whether an image file a document names can be used: it is there and it decodes. Each file is
 * decoded whole once per process and content (its size and modification time), however many
 * documents use it and however often the seed runs, as the tests run it many times.
 */

const verdicts = new Map<string, Promise<string | undefined>>()

/** sharp's reason as one short line of plain text. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .split('\n')[0]!
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/[\s:]+$/, '')
    .slice(0, 120)

async function decodes(file: string): Promise<string | undefined> {
  const bytes = await readFile(file)
  try {
    await sharp(bytes).metadata()
  } catch (error) {
    return reasonOf(error)
  }
  try {
    // Every pixel is read: a header alone passes a file cut short. Through a pipeline's output:
    // stats() now and then passes a PNG cut short when other images decode beside it.
    await sharp(bytes, { failOn: 'truncated' }).resize(64).raw().toBuffer()
    return undefined
  } catch {
    // Its header read, its pixels did not; libvips words this differently from run to run.
    return 'cut short or damaged'
  }
}

/** What is wrong with `name` in `imagesDir`, as the seed says it, or undefined. */
export async function imageFileProblem(
  imagesDir: string,
  name: string,
): Promise<string | undefined> {
  const file = path.join(imagesDir, name)
  const found = await stat(file).catch(() => undefined)
  if (!found?.isFile()) return `image file "${name}" is not in seed/images`
  // A linked file is the file it leads to: decoded once for every folder that links to it.
  const key = `${await realpath(file)}\0${found.size}\0${found.mtimeMs}`
  let verdict = verdicts.get(key)
  if (!verdict) {
    verdict = decodes(file)
    verdicts.set(key, verdict)
  }
  const reason = await verdict
  return reason === undefined
    ? undefined
    : `image file "${name}" is not an image that can be decoded (${reason}); save it again as PNG, JPEG or WebP`
}

/**
 * Why the image `name` cannot be an article's hero, in the Studio's words, or undefined. Its
 * size is as shown, EXIF orientation applied. Only for a file that decodes.
 */
export async function heroFileProblem(
  imagesDir: string,
  name: string,
): Promise<string | undefined> {
  const { autoOrient } = await sharp(path.join(imagesDir, name)).metadata()
  return heroSizeProblem(autoOrient.width ?? 0, autoOrient.height ?? 0)
}
