import { getSettings } from '@/lib/content'
import { feedResponse } from '@/lib/feed/feedResponse'
import { feedPaths } from '@/schemas/vocabulary'

// The public export only; the preview server has no feeds.
export const dynamic = 'force-static'

export async function GET() {
  const { description } = await getSettings()
  return feedResponse((siteName) => ({
    title: siteName,
    description,
    pagePath: '/',
    feedPath: feedPaths.site,
  }))
}
