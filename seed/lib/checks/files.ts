import { readFile, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { heroField, heroSizeProblem } from '@/schemas/heroImage'
import { readingMinutes } from '@/schemas/readingTime'
import { limits } from '@/schemas/vocabulary'
import { articleIdOf, authoredIdOf, authorIdOf } from '@/seed/lib/toDocuments'
import type { SanityDocument } from '@/seed/lib/toDocuments'
import {
  fieldOf,
  summarySourcesOf,
  type Issues,
  type UncheckedContent,
} from '@/seed/lib/checks/checker'

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
async function imageFileProblem(imagesDir: string, name: string): Promise<string | undefined> {
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
async function heroFileProblem(imagesDir: string, name: string): Promise<string | undefined> {
  const { autoOrient } = await sharp(path.join(imagesDir, name)).metadata()
  return heroSizeProblem(autoOrient.width ?? 0, autoOrient.height ?? 0)
}

/** An image as authored: a file in seed/images. */
const fileName = /^[a-z0-9-]+\.(png|jpe?g|webp)$/

/**
 * Every image a document names is a file in the images folder that decodes, so the build never
 * meets one it cannot read; a hero fills its 16:9 frame. Ours: the Studio sees an uploaded asset,
 * never the seed's file.
 */
export async function checkImages(
  content: UncheckedContent,
  imagesDir: string,
  issues: Issues,
): Promise<void> {
  const image = (id: string, name: string, value: unknown) =>
    // No image, or a value that is none, is the Studio's to name ("Hero image is required").
    typeof value !== 'object' || value === null || issues.has(id, `${name}.file`)
      ? []
      : [{ id, field: name, file: fieldOf(value, 'file') }]
  const uses = [
    ...content.articles.flatMap(({ article }, i) =>
      image(articleIdOf(article, i), heroField, fieldOf(article, 'hero')),
    ),
    ...summarySourcesOf(content).flatMap(({ value }, i) =>
      image(authoredIdOf(value, i), 'image', fieldOf(value, 'image')),
    ),
    ...(Array.isArray(content.authors) ? content.authors : []).flatMap((author: unknown, i) =>
      image(authorIdOf(author, i), 'image', fieldOf(author, 'image')),
    ),
  ]
  const problems = await Promise.all(
    uses.map(async ({ field: name, file }) => {
      if (typeof file !== 'string')
        return file === undefined ? 'is required' : 'must be a file name in seed/images'
      if (!fileName.test(file)) return 'must be a file name in seed/images'
      const unreadable = await imageFileProblem(imagesDir, file)
      return unreadable || name !== heroField ? unreadable : heroFileProblem(imagesDir, file)
    }),
  )
  uses.forEach(({ id, field: name }, i) => {
    const problem = problems[i]
    if (problem) issues.report(id, `${name}.file`, problem)
  })
}

/**
 * Read times, computed from the body as the site computes them, are in the specification's
 * range. Ours: a count over the whole corpus's stories, not a rule of one field. A story with
 * another problem is left out: its body may be missing what the problem took from it.
 */
export function checkReadTimes(articleDocs: SanityDocument[], issues: Issues): void {
  for (const doc of articleDocs) {
    if (issues.list.some(({ id }) => id === doc._id) || !Array.isArray(doc.body)) continue
    const minutes = readingMinutes(doc.body as Parameters<typeof readingMinutes>[0])
    if (minutes < limits.readMinutesMin || minutes > limits.readMinutesMax)
      issues.report(
        doc._id,
        'body',
        `reads in ${minutes} min; articles must read in ${limits.readMinutesMin} to ${limits.readMinutesMax} min`,
      )
  }
}
