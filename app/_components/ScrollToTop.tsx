'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Every route change starts at the top of the page, unless the link points at an anchor.
 * The first page is left alone: the reader may have scrolled before it hydrated, or the
 * browser may have restored their place on reload.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
