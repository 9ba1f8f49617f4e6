'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import type { CategoryRef } from '@/lib/content'
import { paths } from '@/schemas/vocabulary'
import { CategoryHeader } from './CategoryHeader'
import { categoryFromPath, type CategoryMatch } from './categoryFromPath'
import { EmptyCategory } from './EmptyCategory'

/**
 * The page a static host serves for any path the build did not write. A category spelled in
 * another case goes to its listing; any other category value shows the empty listing.
 */
export function MissingPage({ categories }: { categories: CategoryRef[] }) {
  const [match, setMatch] = useState<CategoryMatch>({ kind: 'none' })

  useEffect(() => {
    const { pathname, search, hash } = window.location
    const found = categoryFromPath(pathname, categories)
    if (found.kind === 'known') {
      window.location.replace(`${paths.category(found.category.slug)}${search}${hash}`)
      return
    }
    if (found.kind === 'unknown') document.title = document.title.replace('Page not found', found.name)
    else console.error('404 Error: User attempted to access non-existent route:', pathname)
    setMatch(found)
  }, [categories])

  if (match.kind === 'unknown') {
    return (
      <div className="container-page pt-10">
        <CategoryHeader name={match.name} />
        <EmptyCategory name={match.name} />
      </div>
    )
  }

  return (
    <div className="container-page grid place-items-center py-24 text-center">
      <p className="text-accent font-serif text-7xl font-bold" aria-hidden="true">
        404
      </p>
      <h1 className="headline mt-4 text-3xl sm:text-4xl">Oops! Page not found</h1>
      <p className="text-ink-soft mt-3 max-w-md">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className="button-primary mt-8">
        Return to Home
      </Link>
    </div>
  )
}
