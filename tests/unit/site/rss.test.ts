import { SaxesParser } from 'saxes'
import { describe, expect, it } from 'vitest'
import type { ArticleIndexEntry, Settings } from '@/lib/content'
import { renderRss } from '@/lib/feed/rss'

/** Parses as strict XML, as a feed reader does; throws on the first error. */
function parseXml(xml: string): void {
  const parser = new SaxesParser()
  parser.on('error', (error) => {
    throw error
  })
  parser.write(xml).close()
}

const settings = {
  siteName: 'Brief',
  siteUrl: 'https://example.com',
  description: 'News',
} as Settings

const entry = (headline: string): ArticleIndexEntry =>
  ({
    headline,
    slug: 'a',
    href: '/article/a',
    dek: `Standfirst of ${headline}`,
    author: 'Desk',
    topic: 'Analysis',
    publishedAt: '2025-10-01T16:00:00.000Z',
    modifiedAt: '2025-10-01T16:00:00.000Z',
  }) as ArticleIndexEntry

const channel = { title: 'Brief', description: 'News', pagePath: '/', feedPath: '/feed.xml' }

describe('the RSS feed', () => {
  it.each([
    ['markup characters', 'Fees <b>& "quotes"</b> \'apostrophes\''],
    ['a control character', 'Bell\u0007 and escape\u001b'],
    ['a lone surrogate', 'Broken \ud83d emoji'],
    ['emoji and right-to-left text', 'Pay 📈 and מדיניות'],
  ])('stays well-formed XML with %s in a headline', (_name, headline) => {
    expect(() => parseXml(renderRss(settings, channel, [entry(headline)]))).not.toThrow()
  })

  it('keeps the readable text of such a headline', () => {
    const xml = renderRss(settings, channel, [entry('Fees & Bell\u0007 rise')])
    expect(xml).toContain('<title>Fees &#38; Bell rise</title>')
  })
})
