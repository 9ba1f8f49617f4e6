import type { CategoryRef } from '@/lib/content'
import { paths } from '@/schemas/vocabulary'
import { categoryFromPath } from '@/app/_components/categoryFromPath'
import { EmptyListing } from '@/app/_components/EmptyListing'
import { PageIntro } from '@/app/_components/PageIntro'

/** The empty listing shown for a category value that names no category. */
export function UnknownCategory({ name }: { name: string }) {
  return (
    <div className="container-page pt-10">
      <PageIntro kicker="Category" title={name} />
      <EmptyListing name={name} />
    </div>
  )
}

/**
 * What the not-found page does for a path under /category/: a known category in another case
 * goes to its listing; any other value gets the empty listing's name. Loaded only on that page.
 */
export function resolveCategoryPath(
  pathname: string,
  categories: readonly CategoryRef[],
): { name: string } | 'redirected' | null {
  const match = categoryFromPath(pathname, categories)
  if (match.kind === 'known') {
    const { search, hash } = window.location
    window.location.replace(`${paths.category(match.category.slug)}${search}${hash}`)
    return 'redirected'
  }
  if (match.kind === 'unknown') {
    document.title = document.title.replace('Page not found', match.name)
    return { name: match.name }
  }
  return null
}
