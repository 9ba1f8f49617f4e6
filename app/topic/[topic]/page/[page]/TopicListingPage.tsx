import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ListingView } from '@/app/_components/ListingView'
import { getSettings, getTopicListing, getTopicPageParams } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { feedPaths, paths } from '@/schemas/vocabulary'

interface TopicListingPageProps {
  params: Promise<{ topic: string; page: string }>
}

/** Every page of each topic; page 1's canonical address is the topic's own. */
export async function generateStaticParams() {
  return getTopicPageParams()
}

async function listingFor(params: TopicListingPageProps['params']) {
  const { topic, page } = await params
  return /^[1-9]\d*$/.test(page) ? getTopicListing(topic, Number(page)) : null
}

export async function generateMetadata({ params }: TopicListingPageProps): Promise<Metadata> {
  const [listing, settings] = await Promise.all([listingFor(params), getSettings()])
  if (!listing) return {}
  return pageMetadata({
    settings,
    title: `${listing.name}, page ${listing.page}`,
    description: `${listing.description} Page ${listing.page} of ${listing.pageCount}.`,
    path: paths.topicPage(listing.slug, listing.page),
    feed: { path: feedPaths.topic(listing.slug), title: `${listing.name} RSS` },
  })
}

export default async function TopicListingPage({ params }: TopicListingPageProps) {
  const listing = await listingFor(params)
  if (!listing) notFound()
  return (
    <ListingView
      listing={listing}
      kicker="Topic"
      pageHref={(page) => paths.topicPage(listing.slug, page)}
      feedHref={feedPaths.topic(listing.slug)}
    />
  )
}
