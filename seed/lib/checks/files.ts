import { existsSync } from 'node:fs'
import path from 'node:path'
import { limits } from '../../../schemas/vocabulary'
import { readingMinutes } from '../../../schemas/readingTime'
import * as to from '../toDocuments'
import type { SanityDocument } from '../toDocuments'
import type { Checker } from './checker'
import type { Checked } from './shapes'

/** Step four: every image a document names is a file in the images folder. */
export function checkImages(
  { articles, summaries, authors }: Checked,
  imagesDir: string,
  checker: Checker,
): void {
  const checkImage = (id: string, field: string, file: string) => {
    if (!existsSync(path.join(imagesDir, file)))
      checker.report(id, `${field}.file`, `image file "${file}" is not in seed/images`)
  }
  for (const article of articles) checkImage(to.articleId(article.slug), 'hero', article.hero.file)
  for (const summary of summaries)
    if (summary.image) checkImage(summary.id, 'image', summary.image.file)
  for (const author of authors) checkImage(to.authorId(author.slug), 'image', author.image.file)
}

/** Step five: read times, computed from the body as the site computes them, are in range. */
export function checkReadTimes(articleDocs: SanityDocument[], checker: Checker): void {
  for (const doc of articleDocs) {
    const minutes = readingMinutes(doc.body as Parameters<typeof readingMinutes>[0])
    if (minutes < limits.readMinutesMin || minutes > limits.readMinutesMax)
      checker.report(
        doc._id,
        'body',
        `reads in ${minutes} min; articles must read in ${limits.readMinutesMin} to ${limits.readMinutesMax} min`,
      )
  }
}
