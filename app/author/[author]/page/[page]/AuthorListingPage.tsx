import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ListingView } from '@/app/_components/ListingView'
import { getAuthorListing, getAuthorPageParams, getSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { paths } from '@/schemas/vocabulary'

interface AuthorListingPageProps {
  params: Promise<{ author: string; page: string }>
}

/** Every page of each author's stories; page 1's canonical address is the author's own. */
export async function generateStaticParams() {
  return getAuthorPageParams()
}

async function listingFor(params: AuthorListingPageProps['params']) {
  const { author, page } = await params
  return /^[1-9]\d*$/.test(page) ? getAuthorListing(author, Number(page)) : null
}

export async function generateMetadata({ params }: AuthorListingPageProps): Promise<Metadata> {
  const [listing, settings] = await Promise.all([listingFor(params), getSettings()])
  if (!listing) return {}
  return pageMetadata({
    settings,
    title: `${listing.name}, page ${listing.page}`,
    description: `Stories by ${listing.name}. Page ${listing.page} of ${listing.pageCount}.`,
    path: paths.authorPage(listing.slug, listing.page),
  })
}

export default async function AuthorListingPage({ params }: AuthorListingPageProps) {
  const listing = await listingFor(params)
  if (!listing) notFound()
  return (
    <ListingView
      listing={listing}
      kicker="Author"
      pageHref={(page) => paths.authorPage(listing.slug, page)}
    />
  )
}
