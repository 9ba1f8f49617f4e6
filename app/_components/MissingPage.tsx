'use client'

import { SiteLink as Link } from '@/app/_components/SiteLink'
import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import type { CategoryRef } from '@/lib/content'

type Fallback = { View: ComponentType<{ name: string }>; name: string }

/**
 * The page a static host serves for any path the build did not write. A path under /category/
 * is resolved in the browser by code loaded only here (categoryFallback): a category spelled in
 * another case goes to its listing, any other value shows the empty listing. The not-found
 * boundary is part of every route, so this file stays small.
 */
export function MissingPage({
  categories,
  children,
}: {
  categories: CategoryRef[]
  /** Where to go on from here: a search field and the newest stories. */
  children: ReactNode
}) {
  const [fallback, setFallback] = useState<Fallback | null>(null)

  useEffect(() => {
    const { pathname } = window.location
    const missing = () =>
      console.error('404 Error: User attempted to access non-existent route:', pathname)
    if (!pathname.startsWith('/category/')) return missing()
    import('@/app/_components/categoryFallback').then(
      ({ resolveCategoryPath, UnknownCategory }) => {
        const resolved = resolveCategoryPath(pathname, categories)
        if (resolved === null) missing()
        else if (resolved !== 'redirected')
          setFallback({ View: UnknownCategory, name: resolved.name })
      },
      missing,
    )
  }, [categories])

  if (fallback) return <fallback.View name={fallback.name} />

  return (
    <div className="container-page grid place-items-center py-16 text-center sm:py-24">
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
      <div className="mt-6 flex w-full max-w-3xl flex-col items-center text-left">{children}</div>
    </div>
  )
}
