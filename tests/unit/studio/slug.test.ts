import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { slugPattern } from '@/schemas/rules'
import { slugify } from '@/schemas/slug'
import { limits } from '@/schemas/vocabulary'

describe('the slug generated from a headline', () => {
  it.each([
    ['H-1B Changes: $100,000 Fee', 'h-1b-changes-100-000-fee'],
    ["Newsom's Veto of 'Robo Bosses' & What's Next", 'newsoms-veto-of-robo-bosses-and-whats-next'],
    ['Café culture — Zürich’s four-day week', 'cafe-culture-zurichs-four-day-week'],
    ['   Spaces   everywhere   ', 'spaces-everywhere'],
  ])('%s → %s', (headline, slug) => {
    expect(slugify(headline)).toBe(slug)
  })

  it('is cut at a word boundary when the headline is long', () => {
    const slug = slugify('word '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(limits.slug)
    expect(slug.endsWith('word')).toBe(true)
  })

  it('always passes the slug rule, whatever the headline', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (headline) => {
        const slug = slugify(headline)
        return slug === '' || (slugPattern.test(slug) && slug.length <= limits.slug)
      }),
    )
  })
})
