import {
  articleIdOf,
  authoredIdOf,
  authorIdOf,
  categoryIdOf,
  topicIdOf,
} from '@/seed/lib/toDocuments'
import {
  fieldOf,
  moduleName,
  summarySourcesOf,
  type Issues,
  type UncheckedContent,
} from '@/seed/lib/checks/checker'

/**
 * Ids and the slugs ids are made of are unique, one line per shared value naming every authored
 * place that has it. Ours: documents sharing an id are one document to the Studio, which never
 * sees the clash (a shared headline or card title it names itself). A value reported already is
 * not compared. Returns the article modules whose slug is reported (invalid or shared): links to
 * the slug they meant would only repeat that.
 */
export function checkUniqueness(content: UncheckedContent, issues: Issues): Set<number> {
  const summarySources = summarySourcesOf(content)
  const unique = (
    what: string,
    field: string,
    list: unknown,
    idOf: (item: unknown, i: number) => string,
    whereOf: (i: number) => string,
  ): Set<number> => {
    const holders = new Map<string, number[]>()
    const valueAt = (i: number) => fieldOf((list as unknown[])[i], field) as string
    if (Array.isArray(list))
      list.forEach((item: unknown, i) => {
        const value = fieldOf(item, field)
        if (typeof value !== 'string' || issues.has(idOf(item, i), field)) return
        holders.set(value, [...(holders.get(value) ?? []), i])
      })
    const shared = new Set<number>()
    for (const at of holders.values()) {
      if (at.length < 2) continue
      at.forEach((i) => shared.add(i))
      const names = at.map(whereOf)
      issues.report(
        idOf((list as unknown[])[at[0]!], at[0]!),
        field,
        `${field} "${valueAt(at[0]!)}" is used by ${at.length} ${what}: ${names.slice(0, -1).join(', ')} and ${names.at(-1)}; each needs its own`,
      )
    }
    return shared
  }

  const articleSources = content.articles.map((module) => module.article)
  const summaryValues = summarySources.map((summary) => summary.value)
  const inModule = (i: number) => moduleName(content, i)
  const inSummaries = (i: number) => summarySources[i]!.where
  // An article's slug failed its own rule first: its line is that one.
  const badSlugs = new Set(
    articleSources.flatMap((article, i) =>
      issues.has(articleIdOf(article, i), 'slug') ? [i] : [],
    ),
  )
  const sharedSlugs = unique('articles', 'slug', articleSources, articleIdOf, inModule)
  unique('summaries', 'id', summaryValues, authoredIdOf, inSummaries)
  unique('jobs', 'id', content.jobs, authoredIdOf, (i) => `jobs[${i}]`)
  unique('benefits', 'id', content.benefits, authoredIdOf, (i) => `benefits[${i}]`)
  for (const [label, list, idOf] of [
    ['categories', content.categories, categoryIdOf],
    ['topics', content.topics, topicIdOf],
    ['authors', content.authors, authorIdOf],
  ] as const)
    unique(label, 'slug', list, idOf, (i) => `${label}[${i}]`)
  return new Set([...badSlugs, ...sharedSlugs])
}

/** Ours: the Studio gives a document its id; the seed's are authored, one pattern per type. */
export function checkIds(content: UncheckedContent, issues: Issues): void {
  const lists: [unknown[], RegExp, string, (item: unknown, i: number) => string][] = [
    [
      summarySourcesOf(content).map(({ value }) => value),
      /^summary-[a-z0-9-]+$/,
      'summary',
      authoredIdOf,
    ],
    [Array.isArray(content.jobs) ? content.jobs : [], /^job-[a-z0-9-]+$/, 'job', authoredIdOf],
    [
      Array.isArray(content.benefits) ? content.benefits : [],
      /^benefit-[a-z0-9-]+$/,
      'benefit',
      authoredIdOf,
    ],
  ]
  for (const [list, pattern, type, idOf] of lists)
    list.forEach((item, i) => {
      const id = fieldOf(item, 'id')
      if (typeof id !== 'string' || !pattern.test(id))
        issues.report(
          idOf(item, i),
          'id',
          id === undefined ? 'is required' : `must look like ${type}-<words>`,
        )
    })
}
