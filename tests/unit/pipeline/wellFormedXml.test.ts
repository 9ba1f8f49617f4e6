import { describe, expect, it } from 'vitest'
import { xmlError } from '@/scripts/steps/xml'

const sitemap = (loc: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${loc}</loc></url></urlset>`

describe('the build’s XML check', () => {
  it('passes a well-formed sitemap', () => {
    expect(xmlError(sitemap('https://hrleadershipbrief.com/about'))).toBeNull()
  })

  it('names the line of a sitemap a bad site URL broke', () => {
    expect(xmlError(sitemap('https://hrleadershipbrief.com/?a="><x/about'))).toMatch(/^2:\d+: /)
  })

  it('refuses a feed cut off half-way', () => {
    expect(xmlError('<?xml version="1.0"?><rss><channel><title>HR')).not.toBeNull()
  })
})
