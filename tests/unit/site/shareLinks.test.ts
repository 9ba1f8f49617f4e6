import { describe, expect, it } from 'vitest'
import { shareLinks } from '@/app/_components/article/shareLinks'

describe('share links', () => {
  const links = shareLinks(
    'https://hrleadershipbrief.com/article/h1b-changes',
    'H-1B: $100,000 & more',
  )

  it('point LinkedIn at share-offsite with the url', () => {
    expect(links.linkedin).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fhrleadershipbrief.com%2Farticle%2Fh1b-changes',
    )
  })

  it('point Facebook at the sharer with u', () => {
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fhrleadershipbrief.com%2Farticle%2Fh1b-changes',
    )
  })

  it('point Twitter at intent/tweet with the url and the title as text', () => {
    const url = new URL(links.twitter)
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet')
    expect(url.searchParams.get('url')).toBe('https://hrleadershipbrief.com/article/h1b-changes')
    expect(url.searchParams.get('text')).toBe('H-1B: $100,000 & more')
  })
})
