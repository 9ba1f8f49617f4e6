import type { Article } from '@/lib/content'
import { formatApDate, formatMonth } from '@/lib/content/dates'

/**
 * What the search index records of an article beyond its text (scripts/steps/searchIndex.ts): the
 * date and category shown with a result, the filters by category and month, and the order.
 * Empty elements: readers never see them.
 */
export function SearchMarks({ article }: { article: Article }) {
  const categoryNames = article.categories.map(({ name }) => name).join(', ')
  return (
    <div hidden>
      <span data-pagefind-meta={`date:${formatApDate(article.publishedAt)}`} />
      {/* The categories a result names are the ones its category filter counts it under. */}
      {categoryNames ? <span data-pagefind-meta={`category:${categoryNames}`} /> : null}
      <span data-pagefind-sort={`published:${article.publishedAt}`} />
      <span data-pagefind-filter={`month:${formatMonth(article.publishedAt)}`} />
      {article.categories.map((category) => (
        <span key={category.slug} data-pagefind-filter={`category:${category.name}`} />
      ))}
    </div>
  )
}
