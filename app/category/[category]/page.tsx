import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getCategories, getCategoryListing, getSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { paths } from '@/schemas/vocabulary'
import { CategoryListingView } from '../CategoryListingView'

interface CategoryPageProps {
  params: Promise<{ category: string }>
}

// Only the four categories are built; any other spelling reaches the not-found page, which resolves it.
export const dynamicParams = false

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
  })
}

export default async function CategoryPage({ params }: CategoryPageProps) {
  const listing = await getCategoryListing((await params).category)
  if (!listing) notFound()
  return <CategoryListingView listing={listing} />
}
