import { heroField } from '../../../schemas/heroImage'
import { limits } from '../../../schemas/vocabulary'
import { readingMinutes } from '../../../schemas/readingTime'
import * as to from '../toDocuments'
import type { SanityDocument } from '../toDocuments'
import type { Checker } from './checker'
import { heroFileProblem, imageFileProblem } from './images'
import type { Checked } from './shapes'

/**
 * Step four: every image a document names is a file in the images folder that decodes, so the
 * build never meets one it cannot read; a hero fills its 16:9 frame.
 */
export async function checkImages(
  { articles, summaries, authors }: Checked,
  imagesDir: string,
  checker: Checker,
): Promise<void> {
  const uses = [
    ...articles.map((article) => ({
      id: to.articleId(article.slug),
      field: heroField,
      file: article.hero.file,
    })),
    ...summaries.flatMap((summary) =>
      summary.image ? [{ id: summary.id, field: 'image', file: summary.image.file }] : [],
    ),
    ...authors.map((author) => ({
      id: to.authorId(author.slug),
      field: 'image',
      file: author.image.file,
    })),
  ]
  const problems = await Promise.all(
    uses.map(async ({ field, file }) => {
      const unreadable = await imageFileProblem(imagesDir, file)
      return unreadable || field !== heroField ? unreadable : heroFileProblem(imagesDir, file)
    }),
  )
  uses.forEach(({ id, field }, i) => {
    const problem = problems[i]
    if (problem) checker.report(id, `${field}.file`, problem)
  })
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
