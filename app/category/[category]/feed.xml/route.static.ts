import { listingFeed } from '@/lib/feed/listingFeed'

// The public export only; the preview server has no feeds.
export const dynamic = 'force-static'
export const dynamicParams = false

export const { generateStaticParams, GET } = listingFeed('category')
