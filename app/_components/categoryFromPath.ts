import type { CategoryRef } from '@/lib/content'

export type CategoryMatch =
  | { kind: 'none' }
  /** A known category in another case: /category/LEADERSHIP. */
  | { kind: 'known'; category: CategoryRef }
  /** Any other value: the listing is empty. */
  | { kind: 'unknown'; name: string }

/** What a path the build did not write means, when it names a category. */
export function categoryFromPath(
  pathname: string,
  categories: readonly CategoryRef[],
): CategoryMatch {
  const match = /^\/category\/([^/]+)\/?$/.exec(pathname)
  if (!match?.[1]) return { kind: 'none' }
  let value: string
  try {
    value = decodeURIComponent(match[1]).trim()
  } catch {
    value = match[1]
  }
  if (!value) return { kind: 'none' }
  const category = categories.find(({ slug }) => slug === value.toLowerCase())
  if (category) return { kind: 'known', category }
  return { kind: 'unknown', name: value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() }
}
