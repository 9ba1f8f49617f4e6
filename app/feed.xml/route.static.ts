import { feedResponse } from '@/lib/feed/listingFeed'
import { feedPaths } from '@/schemas/vocabulary'

// The public export only; the preview server has no feeds.
export const dynamic = 'force-static'

export const GET = () =>
  feedResponse(({ siteName, description }) => ({
    title: siteName,
    description,
    pagePath: '/',
    feedPath: feedPaths.site,
  }))
