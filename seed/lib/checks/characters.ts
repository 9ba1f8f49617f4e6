import { fieldPath } from '@/seed/lib/issues'
import {
  articleIdOf,
  authoredIdOf,
  authorIdOf,
  categoryIdOf,
  topicIdOf,
} from '@/seed/lib/toDocuments'
import { stringProblems } from '@/seed/lib/strings'
import { summarySourcesOf, type Issues, type UncheckedContent } from '@/seed/lib/checks/checker'

/**
 * A control character or a lone surrogate in any authored string, the first cause of all: ours,
 * because ids, references, file names and block types are strings no Studio field holds as text.
 */
export function checkCharacters(content: UncheckedContent, issues: Issues): void {
  const check = (value: unknown, id: string) => {
    for (const { path, message } of stringProblems(value))
      issues.report(id, fieldPath(path) || '(document)', message)
  }
  check(content.settings, 'siteSettings')
  check(content.home, 'homePage')
  check(content.about, 'aboutPage')
  check(content.privacy, 'privacyPage')
  check(content.careers, 'careersPage')
  const lists: [unknown, (item: unknown, i: number) => string][] = [
    [content.categories, categoryIdOf],
    [content.topics, topicIdOf],
    [content.authors, authorIdOf],
    [content.jobs, authoredIdOf],
    [content.benefits, authoredIdOf],
  ]
  for (const [list, idOf] of lists)
    if (Array.isArray(list)) list.forEach((item, i) => check(item, idOf(item, i)))
  content.articles.forEach(({ article }, i) => check(article, articleIdOf(article, i)))
  summarySourcesOf(content).forEach(({ value }, i) => check(value, authoredIdOf(value, i)))
}
