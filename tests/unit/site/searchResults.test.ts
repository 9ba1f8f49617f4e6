import { isValidElement } from 'react'
import { describe, expect, it } from 'vitest'
import { sumCounts } from '@/app/search/pagefind'
import { marked } from '@/app/search/SearchView'

describe("Pagefind's excerpt on the page", () => {
  it('marks what Pagefind marked and keeps any other markup of the page text as text', () => {
    const parts = marked(
      'A <img src=x onerror=alert(1)> rule on <mark>arbitration</mark>, <b>and</b> <mark>hiring</mark>.',
    )
    const shown = parts.map((part) =>
      isValidElement<{ children: string }>(part) && part.type === 'mark'
        ? `[${part.props.children}]`
        : part,
    )
    expect(shown.join('')).toBe(
      'A <img src=x onerror=alert(1)> rule on [arbitration], <b>and</b> [hiring].',
    )
  })
})

describe('the filter counts of several bundles', () => {
  it('are added up', () => {
    expect(
      sumCounts([
        { category: { Talent: 1, Pay: 1 } },
        { category: { Talent: 1 }, month: { 'May 2025': 2 } },
      ]),
    ).toEqual({ category: { Talent: 2, Pay: 1 }, month: { 'May 2025': 2 } })
  })
})
