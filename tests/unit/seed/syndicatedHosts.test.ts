import { describe, expect, it } from 'vitest'
import { syndicatedHostOf } from '@/schemas/syndicatedHosts'

describe('citations on hosts that republish or mirror others', () => {
  it.each([
    ['https://bignewsnetwork.com/news/278159978/story', 'bignewsnetwork.com'],
    ['https://www.msn.com/en-us/news/story', 'msn.com'],
    ['https://amp.dw.com/en/story/a-74173278', 'amp.dw.com'],
    ['https://www.businesstoday.in/amp/india/story/x', 'www.businesstoday.in/amp/'],
    ['https://WEB.ARCHIVE.ORG/web/2025/https://example.com', 'web.archive.org'],
    ['https://www.benefitspro.com/2025/10/22/story/?amp=1', 'www.benefitspro.com (?amp)'],
  ])('names %s as a copy (%s)', (url, host) => {
    expect(syndicatedHostOf(url)).toBe(host)
  })

  it.each([
    'https://www.dw.com/en/story/a-74173278',
    'https://www.reuters.com/legal/story-2025-09-30/',
    'https://example.com/campaign/ampersand',
    'https://example.com/story?page=2&sample=1',
    'not a url',
  ])('lets %s stand', (url) => {
    expect(syndicatedHostOf(url)).toBeUndefined()
  })
})
