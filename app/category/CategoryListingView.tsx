import type { CategoryListing } from '@/lib/content'
import { paths } from '@/schemas/vocabulary'
import { CategoryHeader } from '../_components/CategoryHeader'
import { EmptyCategory } from '../_components/EmptyCategory'
import { Pagination } from '../_components/Pagination'
import { StoryCard } from '../_components/cards/StoryCard'
import { Reveal } from '../_components/Reveal'

/** One page of a category listing: title, description, cards revealed in threes, pager. */
export function CategoryListingView({ listing }: { listing: CategoryListing }) {
  return (
    <div className="container-page pt-10">
      <CategoryHeader name={listing.name} description={listing.description} />
      {listing.pageCount > 1 ? (
        <p className="text-muted mt-4 text-sm">
          Page {listing.page} of {listing.pageCount} · {listing.total} articles
        </p>
      ) : null}
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
      <Pagination
        page={listing.page}
        pageCount={listing.pageCount}
        href={(page) => paths.categoryPage(listing.slug, page)}
      />
    </div>
  )
}
