import { categorySlugs } from '@/schemas/vocabulary'
import { articleIdOf, categoryId, authoredIdOf } from '@/seed/lib/toDocuments'
import { kindOf } from '@/schemas/valueKinds'
import {
  authoredKeys,
  fieldOf,
  summarySourcesOf,
  type Issues,
  type UncheckedContent,
} from '@/seed/lib/checks/checker'

/**
 * References resolve, named as authored: an article's topics by slug, a card's article by slug,
 * the home page's cards by id. Ours: the documents hold ids made from these names, and a
 * reference Sanity finds missing it names by id, where an author needs the name they wrote.
 * A name reported already (a control character in it) is not looked up.
 */
export function checkReferences(
  content: UncheckedContent,
  slugReported: Set<number>,
  issues: Issues,
): void {
  const resolve = (
    id: string,
    name: string,
    value: unknown,
    known: ReadonlySet<string>,
    what: string,
    missing: (value: string) => string,
  ) => {
    if (issues.has(id, name)) return
    if (typeof value !== 'string')
      issues.report(
        id,
        name,
        value === undefined ? 'is required' : `must be ${what}, not ${kindOf(value)}`,
      )
    else if (!known.has(value)) issues.report(id, name, missing(value))
  }

  resolve(
    'siteSettings',
    'newsDesk',
    fieldOf(content.settings, 'newsDesk'),
    authoredKeys(content.authors, 'slug'),
    'an author slug',
    (slug) => `"${slug}" is not an author`,
  )

  const authoredCategories = authoredKeys(content.categories, 'slug')
  for (const slug of categorySlugs)
    if (!authoredCategories.has(slug))
      issues.report(categoryId(slug), '(document)', `the ${slug} category is missing`)

  const articleSlugs = authoredKeys(
    content.articles.map((module) => module.article),
    'slug',
  )
  const summaries = summarySourcesOf(content)
  summaries.forEach(({ value, module }, i) => {
    const id = authoredIdOf(value, i)
    if (!slugReported.has(module))
      resolve(
        id,
        'article',
        fieldOf(value, 'article'),
        articleSlugs,
        'an article slug',
        (slug) => `links to "${slug}", which is not an article`,
      )
    const categories = fieldOf(value, 'categories')
    if (Array.isArray(categories))
      categories.forEach((slug, j) =>
        resolve(
          id,
          `categories[${j}]`,
          slug,
          new Set(categorySlugs),
          'a category slug',
          () => `must be one of: ${categorySlugs.join(', ')}`,
        ),
      )
  })

  const summaryIds = new Set(
    summaries.flatMap(({ value }) => {
      const id = fieldOf(value, 'id')
      return typeof id === 'string' ? [id] : []
    }),
  )
  const notASummary = (id: string) => `"${id}" is not a summary`
  resolve(
    'homePage',
    'featured',
    fieldOf(content.home, 'featured'),
    summaryIds,
    'a summary id',
    notASummary,
  )
  const trending = fieldOf(content.home, 'trending')
  if (Array.isArray(trending))
    trending.forEach((id, i) =>
      resolve('homePage', `trending[${i}]`, id, summaryIds, 'a summary id', notASummary),
    )

  const topicSlugs = authoredKeys(content.topics, 'slug')
  content.articles.forEach(({ article }, i) => {
    const topics = fieldOf(article, 'topics')
    if (Array.isArray(topics))
      topics.forEach((slug, j) =>
        resolve(
          articleIdOf(article, i),
          `topics[${j}]`,
          slug,
          topicSlugs,
          'a topic slug',
          (name) => `"${name}" is not a topic`,
        ),
      )
  })
}
