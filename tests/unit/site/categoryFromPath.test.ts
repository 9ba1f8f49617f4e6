import { describe, expect, it } from 'vitest'
import { categoryFromPath } from '@/app/_components/categoryFromPath'
import type { CategoryRef } from '@/lib/content/types'

const categories: CategoryRef[] = [
  { name: 'Leadership', slug: 'leadership' },
  { name: 'Talent', slug: 'talent' },
]

describe('a path the build did not write', () => {
  it('matches a known category in any case', () => {
    expect(categoryFromPath('/category/LEADERSHIP', categories)).toEqual({
      kind: 'known',
      category: categories[0],
    })
    expect(categoryFromPath('/category/Talent/', categories)).toEqual({
      kind: 'known',
      category: categories[1],
    })
  })

  it('reads any other category as an empty listing, capitalised', () => {
    expect(categoryFromPath('/category/sports', categories)).toEqual({
      kind: 'unknown',
      name: 'Sports',
    })
    expect(categoryFromPath('/category/hr%20tech', categories)).toEqual({
      kind: 'unknown',
      name: 'Hr tech',
    })
  })

  it('is not a category page without a value or with more segments', () => {
    expect(categoryFromPath('/category', categories)).toEqual({ kind: 'none' })
    expect(categoryFromPath('/category/', categories)).toEqual({ kind: 'none' })
    expect(categoryFromPath('/category/a/b', categories)).toEqual({ kind: 'none' })
    expect(categoryFromPath('/about-us', categories)).toEqual({ kind: 'none' })
  })

  it('survives a malformed escape', () => {
    expect(categoryFromPath('/category/%E0%A4%A', categories)).toEqual({
      kind: 'unknown',
      name: '%e0%a4%a',
    })
  })
})
