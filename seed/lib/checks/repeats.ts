import { notCited } from '@/schemas/citationRules'
import { notOfKind } from '@/schemas/valueKinds'
import { categorySlugs } from '@/schemas/vocabulary'
import type { SeedIssue } from '@/seed/lib/issues'
import { printable } from '@/seed/lib/strings'
import { articleIdOf, authoredIdOf, categoryId, type SanityDocument } from '@/seed/lib/toDocuments'
import {
  fieldOf,
  summarySourcesOf,
  type Issues,
  type UncheckedContent,
} from '@/seed/lib/checks/checker'
import { comparedWithPublishDate } from '@/seed/lib/checks/dates'

/**
 * Lines that only repeat a cause reported already, which the seed leaves out so that one cause
 * prints one line: each says how a first problem shows again elsewhere.
 */

/**
 * Whether a line of the Studio's repeats one reported already: a date compared with a publish
 * date (or an update's date) named as outside the corpus's window or no day at all; a card's
 * date that is its article's; a link to a source the citations lack when their count is wrong.
 */
export function repeatsReported(content: UncheckedContent, issues: Issues) {
  const articleIds = new Set(content.articles.map(({ article }, i) => articleIdOf(article, i)))
  const summaries = new Map(
    summarySourcesOf(content).map(({ value }, i) => [authoredIdOf(value, i), value]),
  )
  return ({ id, field: name, message }: SeedIssue): boolean => {
    if (articleIds.has(id))
      return (
        (comparedWithPublishDate.test(name) &&
          (issues.has(id, 'publishedAt') || issues.has(id, 'update.date'))) ||
        (message.endsWith(notCited) && issues.has(id, 'citations'))
      )
    return (
      summaries.has(id) &&
      name === 'publishedAt' &&
      fieldOf(summaries.get(id), 'publishedAt') === undefined
    )
  }
}

/**
 * The content names a story's images after its slug (`heroImage(slug)` is "<slug>.png", with
 * its alt text looked up by slug), so a bad slug also makes a bad file name and an empty alt:
 * lines that repeat the slug's own. A card's image is named after its article's slug alike, and
 * a card of that story links to the slug it meant. Every byline is the news desk's.
 */
export function namedAfterReportedSlug(content: UncheckedContent, issues: Issues) {
  const repeats: { id: string; within: string }[] = []
  const namedAfter = (image: unknown, slug: unknown) => {
    const file = fieldOf(image, 'file')
    return (
      typeof file === 'string' && typeof slug === 'string' && slug !== '' && file.startsWith(slug)
    )
  }
  const slugReported = content.articles.map(({ article }, i) => {
    const id = articleIdOf(article, i)
    const reported = issues.has(id, 'slug')
    if (reported && namedAfter(fieldOf(article, 'hero'), fieldOf(article, 'slug')))
      repeats.push({ id, within: 'hero' })
    if (issues.has('siteSettings', 'newsDesk')) repeats.push({ id, within: 'author' })
    return reported
  })
  summarySourcesOf(content).forEach(({ value, module }, i) => {
    const id = authoredIdOf(value, i)
    const slug = fieldOf(value, 'article')
    const reported = typeof slug === 'string' && issues.has(`article-${printable(slug)}`, 'slug')
    if (reported && namedAfter(fieldOf(value, 'image'), slug)) repeats.push({ id, within: 'image' })
    if (slugReported[module]) repeats.push({ id, within: 'article' })
  })
  return ({ id, field: name }: SeedIssue) =>
    repeats.some(
      (repeat) =>
        repeat.id === id && (name === repeat.within || name.startsWith(`${repeat.within}.`)),
    )
}

/**
 * A category of the fixed vocabulary that no document holds, named once: ours, as the Studio
 * cannot see a document that is not there. The cards' references to it, which the Studio names
 * by id ("Refers to category-analytics, which…", schemas/validationLocale.ts), repeat it.
 */
export function missingCategories(documents: readonly SanityDocument[], issues: Issues) {
  const ids = new Set(documents.map(({ _id }) => _id))
  const missing = categorySlugs.filter((slug) => !ids.has(categoryId(slug)))
  for (const slug of missing)
    issues.report(categoryId(slug), '(document)', `the ${slug} category is missing`)
  return ({ message }: SeedIssue) =>
    missing.some((slug) => message.includes(`${categoryId(slug)},`))
}

/** The fields a field sits in: `social.linkedin` in `social`, `body[3].text` in `body[3]`, `body`. */
const containers = (field: string) =>
  [...field.matchAll(/[.[]/g)].map((match) => field.slice(0, match.index))

/**
 * Whether an issue is a field of one reported missing or of the wrong kind (text where an object
 * belongs): its fields are missing with it.
 */
export function insideMissing(issues: Issues) {
  const missing = new Set(
    issues.list.flatMap(({ id, field, message }) =>
      message === 'is required' || notOfKind.test(message) ? [`${id} ${field}`] : [],
    ),
  )
  return ({ id, field }: SeedIssue) =>
    containers(field).some((container) => missing.has(`${id} ${container}`))
}
