'use client'

import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'
import { sectionMark } from '@/app/_components/sectionMark'

const listingPath = /^\/category\/([^/]+)(?:\/page\/\d+)?\/?$/

const noSubscription = () => () => {}
const markedSection = () =>
  document.querySelector<HTMLElement>(`[${sectionMark}]`)?.getAttribute(sectionMark) ?? null
const beforeHydration = () => null

/**
 * The category the reader is in, for the header to mark: a listing's from its address, an
 * article's from the mark its page carries. The header is drawn by the root layout, which is not
 * told which page it wraps, so an article's section is read from the page once it is on screen.
 */
export function useCurrentSection(): string | null {
  const pathname = usePathname()
  const marked = useSyncExternalStore(noSubscription, markedSection, beforeHydration)
  const listing = listingPath.exec(pathname)?.[1]
  if (listing) return decodeURIComponent(listing).toLowerCase()
  return pathname.startsWith('/article/') ? marked : null
}
