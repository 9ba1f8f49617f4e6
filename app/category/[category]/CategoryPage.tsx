import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getCategories, getCategoryListing, getSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { feedPaths, paths } from '@/schemas/vocabulary'
import { ListingView } from '@/app/_components/ListingView'

interface CategoryPageProps {
  params: Promise<{ category: string }>
}

export async function generateStaticParams() {
  return (await getCategories()).map(({ slug }) => ({ category: slug }))
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const [listing, settings] = await Promise.all([
    getCategoryListing((await params).category),
    getSettings(),
  ])
  if (!listing) return {}
  return pageMetadata({
    settings,
    title: listing.name,
    description: listing.description,
    path: paths.category(listing.slug),
    feed: { path: feedPaths.category(listing.slug), title: `${listing.name} RSS` },
  })
}

export default async function CategoryPage({ params }: CategoryPageProps) {
  const listing = await getCategoryListing((await params).category)
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
