import { describe, expect, it } from 'vitest'
import {
  bundleBasePath,
  publishedMark,
  searchBundles,
  type SearchableArticle,
} from '@/scripts/pipeline/searchBundles'

const article = (url: string, published: string): SearchableArticle => ({ url, published })

describe('searchBundles', () => {
  const articles = [
    article('/article/b', '2025-09-01T16:00:00.000Z'),
    article('/article/d', '2025-11-01T16:00:00.000Z'),
    article('/article/a', '2025-10-01T16:00:00.000Z'),
    article('/article/c', '2025-10-01T16:00:00.000Z'),
    article('/article/e', '2024-01-01T16:00:00.000Z'),
  ]

  it('cuts the articles newest first into bundles of at most the given size', () => {
    expect(searchBundles(articles, 2).map((bundle) => bundle.map(({ url }) => url))).toEqual([
      ['/article/d', '/article/a'],
      ['/article/c', '/article/b'],
      ['/article/e'],
    ])
  })

  it('keeps a site below the size in one bundle', () => {
    expect(searchBundles(articles)).toHaveLength(1)
    expect(searchBundles([])).toEqual([])
  })

  it('refuses a size that is not a whole number above zero, naming it', () => {
    expect(() => searchBundles(articles, 0)).toThrow('not 0')
    expect(() => searchBundles(articles, Number('ten'))).toThrow('not NaN')
  })
})

describe('bundleBasePath', () => {
  it('puts the first bundle where Pagefind usually is, and the rest beneath it', () => {
    expect([0, 1, 2].map(bundleBasePath)).toEqual([
      '/pagefind/',
      '/pagefind/part-2/',
      '/pagefind/part-3/',
    ])
  })
})

describe('publishedMark', () => {
  it('reads the publish instant an article page marks for sorting', () => {
    expect(
      publishedMark('<span data-pagefind-sort="published:2025-09-30T16:00:00.000Z"></span>'),
    ).toBe('2025-09-30T16:00:00.000Z')
  })

  it('is null when the mark is missing or not a date', () => {
    expect(publishedMark('<article data-pagefind-body></article>')).toBeNull()
    expect(publishedMark('<span data-pagefind-sort="published:soon"></span>')).toBeNull()
  })
})
