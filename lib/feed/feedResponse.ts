import { getArticleIndex, getSettings, type ArticleIndexEntry } from '@/lib/content'
import { renderRss, type FeedChannel } from '@/lib/feed/rss'

/**
 * A feed route's answer: the channel and the articles it follows, newest first. `which` picks
 * the articles out of the whole index, so every feed reads the same published corpus.
 */
export async function feedResponse(
  channel: (siteName: string) => FeedChannel,
  which: (article: ArticleIndexEntry) => boolean = () => true,
): Promise<Response> {
  const [settings, articles] = await Promise.all([getSettings(), getArticleIndex()])
  return new Response(renderRss(settings, channel(settings.siteName), articles.filter(which)), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
}
