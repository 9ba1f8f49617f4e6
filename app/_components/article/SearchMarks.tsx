import type { Article } from '@/lib/content'
import { formatApDate, formatMonth } from '@/lib/content/dates'

/**
 * What the search index records of an article beyond its text (scripts/search-index.ts): the
 * date and category shown with a result, the filters by category and month, and the order.
 * Empty elements: readers never see them.
 */
export function SearchMarks({ article }: { article: Article }) {
  return (
    <div hidden>
      <span data-pagefind-meta={`date:${formatApDate(article.publishedAt)}`} />
      <span data-pagefind-meta={`category:${article.categories[0]?.name ?? article.topic}`} />
      <span data-pagefind-sort={`published:${article.publishedAt}`} />
      <span data-pagefind-filter={`month:${formatMonth(article.publishedAt)}`} />
      {article.categories.map((category) => (
        <span key={category.slug} data-pagefind-filter={`category:${category.name}`} />
      ))}
    </div>
  )
}
