import { expect, it } from 'vitest'
import { givenSiteUrlProblem } from '@/lib/content/publishedSiteUrl'

it.each([
  ['http://staging.example.com', 'must be an https address'],
  ['https://example.com/sub', 'must be the origin alone, https://example.com'],
  ['https://exa"mple.com', 'must have a plain host name'],
])('refuses SITE_URL=%s', (value, words) => {
  expect(givenSiteUrlProblem(value)).toContain(words)
})

it.each([undefined, '', 'https://example.com/', 'http://localhost:4173'])(
  'takes SITE_URL=%s',
  (value) => {
    expect(givenSiteUrlProblem(value)).toBeUndefined()
  },
)
