import { expect, it } from 'vitest'
import { shareLinks } from '@/app/_components/article/shareLinks'

it('share links point each network at its share address with the page, and Twitter with the title', () => {
  const page = 'https://hrleadershipbrief.com/article/h1b-changes'
  const links = shareLinks(page, 'H-1B: $100,000 & more')
  const url = encodeURIComponent(page)
  expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`)
  expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`)
  const twitter = new URL(links.twitter)
  expect(twitter.origin + twitter.pathname).toBe('https://twitter.com/intent/tweet')
  expect(twitter.searchParams.get('url')).toBe(page)
  expect(twitter.searchParams.get('text')).toBe('H-1B: $100,000 & more')
})
