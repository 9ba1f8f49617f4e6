import path from 'node:path'
import { heroField, heroSizeProblem } from '@/schemas/heroImage'
import { readingMinutes } from '@/schemas/readingTime'
import { limits } from '@/schemas/vocabulary'
import { articleIdOf, authoredIdOf, authorIdOf } from '@/seed/lib/toDocuments'
import type { SanityDocument } from '@/seed/lib/toDocuments'
import { inspect } from '@/scripts/pipeline/snapshot/checkImages'
import {
  fieldOf,
  summarySourcesOf,
  type Issues,
  type UncheckedContent,
} from '@/seed/lib/checks/checker'

/** An image as authored: a file in seed/images. */
const fileName = /^[a-z0-9-]+\.(png|jpe?g|webp)$/

/**
 * Every image a document names is a file in the images folder that decodes, so the build never
 * meets one it cannot read; a hero fills its 16:9 frame. Ours: the Studio sees an uploaded asset,
 * never the seed's file. Each file is inspected as the build's snapshot inspects it.
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
      const found = await inspect(path.join(imagesDir, file))
      if (found.why !== null) return `image file "${file}" ${found.why}`
      return name === heroField ? heroSizeProblem(found.width, found.height) : undefined
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
