import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getCategories, getCategoryListing, getSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { paths } from '@/schemas/vocabulary'
import { CategoryHeader } from '../../_components/CategoryHeader'
import { EmptyCategory } from '../../_components/EmptyCategory'
import { StoryCard } from '../../_components/cards/StoryCard'
import { Reveal } from '../../_components/Reveal'

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
  return (
    <div className="container-page pt-10">
      <CategoryHeader name={listing.name} description={listing.description} />
      {listing.cards.length === 0 ? (
        <EmptyCategory name={listing.name} />
      ) : (
        <div className="mt-10 grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {listing.cards.map((card, index) => (
            <Reveal key={card.id} amount={0.1} delay={(index % 3) * 0.1}>
              <StoryCard
                card={card}
                kicker={listing.name}
                headingLevel="h2"
                priority={index === 0}
                sizes="(min-width: 1024px) 370px, (min-width: 640px) 45vw, 92vw"
              />
            </Reveal>
          ))}
        </div>
      )}
    </div>
  )
}
