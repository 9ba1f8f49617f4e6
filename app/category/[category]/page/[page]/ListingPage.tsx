import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getCategoryListing, getCategoryPageParams, getSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { feedPaths, paths } from '@/schemas/vocabulary'
import { ListingView } from '@/app/_components/ListingView'

interface ListingPageProps {
  params: Promise<{ category: string; page: string }>
}

/** Every page of each listing; page 1's canonical address is the listing's own. */
export async function generateStaticParams() {
  return getCategoryPageParams()
}

async function listingFor(params: ListingPageProps['params']) {
  const { category, page } = await params
  return /^[1-9]\d*$/.test(page) ? getCategoryListing(category, Number(page)) : null
}

export async function generateMetadata({ params }: ListingPageProps): Promise<Metadata> {
  const [listing, settings] = await Promise.all([listingFor(params), getSettings()])
  if (!listing) return {}
  return pageMetadata({
    settings,
    title: `${listing.name}, page ${listing.page}`,
    description: `${listing.description} Page ${listing.page} of ${listing.pageCount}.`,
    path: paths.categoryPage(listing.slug, listing.page),
    feed: { path: feedPaths.category(listing.slug), title: `${listing.name} RSS` },
  })
}

export default async function ListingPage({ params }: ListingPageProps) {
  const listing = await listingFor(params)
  if (!listing) notFound()
  return (
    <ListingView
      listing={listing}
      kicker="Category"
      cardKicker={listing.name}
      pageHref={(page) => paths.categoryPage(listing.slug, page)}
      feedHref={feedPaths.category(listing.slug)}
    />
  )
}
