import { describe, expect, it } from 'vitest'
import type { ArticleIndexEntry, Settings } from '@/lib/content'
import { renderRss } from '@/lib/feed/rss'
import { xmlError } from '@/scripts/steps/xml'

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
  it('stays well-formed XML, keeping the readable text, whatever a headline holds', () => {
    // Markup characters, a control character, a lone surrogate, emoji and right-to-left text.
    const xml = renderRss(settings, channel, [
      entry('Fees <b>& "it\'s"</b> Bell\u0007 \ud83d 📈 מדיניות'),
    ])
    // Parsed as strict XML, as a feed reader does (wellFormedXml.test.ts: the check can fail).
    expect(xmlError(xml)).toBeNull()
    expect(xml).toContain(
      '<title>Fees &#60;b&#62;&#38; &#34;it&#39;s&#34;&#60;/b&#62; Bell  📈 מדיניות</title>',
    )
  })
})
