import { describe, expect, it } from 'vitest'
import { mergeSearches, type PagefindResult, type PagefindSearch } from '@/app/search/pagefind'

const result = (id: string, score: number): PagefindResult => ({
  id,
  score,
  data: () => Promise.reject(new Error('not loaded here')),
})

const newer: PagefindSearch = {
  results: [result('n1', 2), result('n2', 9)],
  filters: { category: { Talent: 1, Pay: 1 } },
  totalFilters: { category: { Talent: 3, Pay: 2 } },
}
const older: PagefindSearch = {
  results: [result('o1', 5), result('o2', 0.5)],
  filters: { category: { Talent: 1 }, month: { 'May 2025': 2 } },
  totalFilters: { category: { Talent: 4, Law: 1 } },
}

describe('mergeSearches', () => {
  it('orders results of all bundles by relevance score', () => {
    expect(mergeSearches([newer, older]).results.map(({ id }) => id)).toEqual([
      'n2',
      'o1',
      'n1',
      'o2',
    ])
  })

  it('keeps a sorted search in bundle order: the newer bundle first, each as sorted', () => {
    const merged = mergeSearches([newer, older], { sort: { published: 'desc' } })
    expect(merged.results.map(({ id }) => id)).toEqual(['n1', 'n2', 'o1', 'o2'])
  })

  it('adds up the filter counts of all bundles', () => {
    const merged = mergeSearches([newer, older])
    expect(merged.filters).toEqual({
      category: { Talent: 2, Pay: 1 },
      month: { 'May 2025': 2 },
    })
    expect(merged.totalFilters).toEqual({ category: { Talent: 7, Pay: 2, Law: 1 } })
  })
})
