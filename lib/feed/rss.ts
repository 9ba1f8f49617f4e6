import type { ArticleIndexEntry, Settings } from '@/lib/content'
import { escapeHtml } from '@/lib/setup/setupPage'

/**
 * Text as XML 1.0 character data, its markup characters escaped as the setup page's are.
 * Characters XML cannot carry at all (most control characters, lone surrogates, U+FFFE and
 * U+FFFF) are dropped: one stray character must not make the whole feed unreadable to every
 * reader's feed app.
 */
const notXml =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const escapeXml = (value: string) => escapeHtml(value.replace(notXml, ''))

export interface FeedChannel {
  /** The feed's own title: the site's name, or "<site> · <topic>". */
  title: string
  description: string
  /** The page the feed follows (the home page, a category, a topic). */
  pagePath: string
  /** Where the feed itself is published. */
  feedPath: string
}

/** An RSS 2.0 document of the given articles, newest first. */
export function renderRss(
  settings: Settings,
  channel: FeedChannel,
  articles: ArticleIndexEntry[],
): string {
  const feedUrl = `${settings.siteUrl}${channel.feedPath}`
  const pageUrl = `${settings.siteUrl}${channel.pagePath === '/' ? '' : channel.pagePath}`
  const items = articles
    .map((article) => {
      const url = `${settings.siteUrl}${article.href}`
      return [
        '    <item>',
        `      <title>${escapeXml(article.headline)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <description>${escapeXml(article.dek)}</description>`,
        `      <dc:creator>${escapeXml(article.author)}</dc:creator>`,
        ...(article.topic ? [`      <category>${escapeXml(article.topic)}</category>`] : []),
        `      <pubDate>${new Date(article.publishedAt).toUTCString()}</pubDate>`,
        '    </item>',
      ].join('\n')
    })
    .join('\n')
  const newest = articles[0]?.publishedAt
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(pageUrl)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>en-us</language>
    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`
}
