import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ListingView } from '@/app/_components/ListingView'
import { getSettings, getTopicListing, getTopics } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { feedPaths, paths } from '@/schemas/vocabulary'

interface TopicPageProps {
  params: Promise<{ topic: string }>
}

export async function generateStaticParams() {
  return (await getTopics()).map(({ slug }) => ({ topic: slug }))
}

export async function generateMetadata({ params }: TopicPageProps): Promise<Metadata> {
  const [listing, settings] = await Promise.all([
    getTopicListing((await params).topic),
    getSettings(),
  ])
  if (!listing) return {}
  return pageMetadata({
    settings,
    title: listing.name,
    description: listing.description,
    path: paths.topic(listing.slug),
    feed: { path: feedPaths.topic(listing.slug), title: `${listing.name} RSS` },
  })
}

export default async function TopicPage({ params }: TopicPageProps) {
  const listing = await getTopicListing((await params).topic)
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
