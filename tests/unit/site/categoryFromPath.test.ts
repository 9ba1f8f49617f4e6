import { expect, it } from 'vitest'
import { categoryFromPath } from '@/app/_components/categoryFromPath'
import type { CategoryRef } from '@/lib/content/types'

const categories: CategoryRef[] = [
  { name: 'Leadership', slug: 'leadership' },
  { name: 'Talent', slug: 'talent' },
]

it.each([
  ['/category/LEADERSHIP', { kind: 'known', category: categories[0] }],
  ['/category/Talent/', { kind: 'known', category: categories[1] }],
  // Any other category is an empty listing, capitalised; a malformed escape survives.
  ['/category/hr%20tech', { kind: 'unknown', name: 'Hr tech' }],
  ['/category/%E0%A4%A', { kind: 'unknown', name: '%e0%a4%a' }],
  // Not a category page without a value or with more segments.
  ['/category', { kind: 'none' }],
  ['/category/a/b', { kind: 'none' }],
  ['/about-us', { kind: 'none' }],
])('reads %s, a path the build did not write', (pathname, expected) => {
  expect(categoryFromPath(pathname, categories)).toEqual(expected)
})
