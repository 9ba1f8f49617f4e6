import { titleKey } from '../../../schemas/titleIsUnique'
import { idField, type Checker } from './checker'
import { articleIdOf, moduleName, summaryIdOf, type Checked, type UncheckedContent } from './shapes'

/**
 * Step two: ids, slugs, article headlines and card titles are unique, one line per shared value
 * naming every document that has it (titles compared as schemas/titleIsUnique.ts compares them). A value that failed its own checks is reported as that already. Returns the article
 * modules whose slug is reported (invalid or shared): links to the slug they meant would only
 * repeat that.
 */
export function checkUniqueness(
  content: UncheckedContent,
  { summarySources }: Checked,
  checker: Checker,
): Set<number> {
  const unique = (
    what: string,
    field: string,
    list: unknown,
    idOf: (item: unknown, i: number) => string,
    whereOf: (i: number) => string,
    keyOf: (value: string) => string = (value) => value,
  ): Set<number> => {
    const holders = new Map<string, number[]>()
    const valueAt = (i: number) => (list as Record<string, unknown>[])[i]![field] as string
    if (Array.isArray(list))
      list.forEach((item: unknown, i) => {
        const value = (item as Record<string, unknown> | null)?.[field]
        if (typeof value !== 'string' || checker.failedFields.has(`${idOf(item, i)} ${field}`))
          return
        const key = keyOf(value)
        holders.set(key, [...(holders.get(key) ?? []), i])
      })
    const shared = new Set<number>()
    for (const at of holders.values()) {
      if (at.length < 2) continue
      at.forEach((i) => shared.add(i))
      const names = at.map(whereOf)
      checker.report(
        idOf((list as unknown[])[at[0]!], at[0]!),
        field,
        `${field} "${valueAt(at[0]!)}" is used by ${at.length} ${what}: ${names.slice(0, -1).join(', ')} and ${names.at(-1)}; each needs its own`,
      )
    }
    return shared
  }

  const articleSources = content.articles.map((module) => module.article)
  const sharedSlugs = unique('articles', 'slug', articleSources, articleIdOf, (i) =>
    moduleName(content, i),
  )
  unique(
    'summaries',
    'id',
    summarySources.map((summary) => summary.value),
    summaryIdOf,
    (i) => summarySources[i]!.where,
  )
  unique(
    'articles',
    'headline',
    articleSources,
    articleIdOf,
    (i) => moduleName(content, i),
    titleKey,
  )
  unique(
    'summaries',
    'title',
    summarySources.map((summary) => summary.value),
    summaryIdOf,
    (i) => summarySources[i]!.where,
    titleKey,
  )
  unique('jobs', 'id', content.jobs, idField('id', ''), (i) => `jobs[${i}]`)
  unique('benefits', 'id', content.benefits, idField('id', ''), (i) => `benefits[${i}]`)
  unique(
    'categories',
    'slug',
    content.categories,
    idField('slug', 'category-'),
    (i) => `categories[${i}]`,
  )
  unique('topics', 'slug', content.topics, idField('slug', 'topic-'), (i) => `topics[${i}]`)
  unique('authors', 'slug', content.authors, idField('slug', 'author-'), (i) => `authors[${i}]`)

  return new Set(
    articleSources.flatMap((article, i) =>
      sharedSlugs.has(i) || checker.failedFields.has(`${articleIdOf(article, i)} slug`) ? [i] : [],
    ),
  )
}
