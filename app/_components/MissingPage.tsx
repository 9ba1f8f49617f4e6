'use client'

import { SiteLink as Link } from '@/app/_components/SiteLink'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { CategoryRef } from '@/lib/content'
import { paths } from '@/schemas/vocabulary'
import { ListingHeader } from './ListingHeader'
import { categoryFromPath, type CategoryMatch } from './categoryFromPath'
import { EmptyListing } from './EmptyListing'

const noSubscription = () => () => {}
const currentPath = () => window.location.pathname

/**
 * The page a static host serves for any path the build did not write. A category spelled in
 * another case goes to its listing; any other category value shows the empty listing.
 */
export function MissingPage({ categories }: { categories: CategoryRef[] }) {
  // The server knows no path: it renders the plain not-found page, and the browser refines it.
  const pathname = useSyncExternalStore(noSubscription, currentPath, () => null)
  const match = useMemo<CategoryMatch>(
    () => (pathname === null ? { kind: 'none' } : categoryFromPath(pathname, categories)),
    [pathname, categories],
  )

  useEffect(() => {
    if (pathname === null) return
    if (match.kind === 'known') {
      const { search, hash } = window.location
      window.location.replace(`${paths.category(match.category.slug)}${search}${hash}`)
    } else if (match.kind === 'unknown') {
      document.title = document.title.replace('Page not found', match.name)
    } else {
      console.error('404 Error: User attempted to access non-existent route:', pathname)
    }
  }, [pathname, match])

  if (match.kind === 'unknown') {
    return (
      <div className="container-page pt-10">
        <ListingHeader kicker="Category" name={match.name} />
        <EmptyListing name={match.name} />
      </div>
    )
  }

  return (
    <div className="container-page grid place-items-center py-24 text-center">
      <p className="text-accent font-serif text-7xl font-semibold" aria-hidden="true">
        404
      </p>
      <h1 className="headline mt-4 text-3xl sm:text-4xl">Oops! Page not found</h1>
      <p className="text-ink-soft mt-3 max-w-md">
        The page you are looking for does not exist or has moved.
      </p>
      <Link href="/" className="button-primary mt-8">
        Return to Home
      </Link>
    </div>
  )
}
