import { getArticleIndex, getSettings } from '@/lib/content'
import { renderRss } from '@/lib/feed/rss'

export const dynamic = 'force-static'

export async function GET() {
  const [settings, articles] = await Promise.all([getSettings(), getArticleIndex()])
  return new Response(renderRss(settings, articles), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
}
