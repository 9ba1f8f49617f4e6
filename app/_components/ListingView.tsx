import type { ReactNode } from 'react'
import type { Listing } from '@/lib/content'
import { EmptyListing } from '@/app/_components/EmptyListing'
import { ListingHeader } from '@/app/_components/ListingHeader'
import { Pagination } from '@/app/_components/Pagination'
import { StoryCard } from '@/app/_components/cards/StoryCard'
import { Reveal } from '@/app/_components/Reveal'

interface ListingViewProps {
  listing: Listing
  /** What kind of listing this is: Category, Topic, News desk. */
  kicker: string
  /** The address of another page of this listing. */
  pageHref: (page: number) => string
  /** The listing's own feed, when it has one. */
  feedHref?: string
  /** One kicker for every card (a category's name); otherwise each card's own label. */
  cardKicker?: string
  /** A header of the listing's own, in place of the kicker, title and description. */
  header?: ReactNode
}

/** One page of a listing: title, description, cards revealed in threes, pager. */
export function ListingView({
  listing,
  kicker,
  pageHref,
  feedHref,
  cardKicker,
  header,
}: ListingViewProps) {
  return (
    <div className="container-page pt-10">
      {header ?? (
        <ListingHeader kicker={kicker} name={listing.name} description={listing.description} />
      )}
      {listing.pageCount > 1 || feedHref ? (
        <p className="text-muted mt-4 flex flex-wrap gap-x-4 text-sm">
          {listing.pageCount > 1 ? (
            <span>
              Page {listing.page} of {listing.pageCount} · {listing.total} articles
            </span>
          ) : null}
          {feedHref ? (
            <a href={feedHref} className="text-navy link-underline font-semibold">
              RSS feed of {listing.name}
            </a>
          ) : null}
        </p>
      ) : null}
      {listing.cards.length === 0 ? (
        <EmptyListing name={listing.name} />
      ) : (
        <div className="mt-10 grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {listing.cards.map((card, index) => (
            <Reveal key={card.id} amount={0.1} delay={(index % 3) * 0.1}>
              <StoryCard
                card={card}
                kicker={cardKicker ?? card.label}
                headingLevel="h2"
                // A header of its own (an author's) leads with its image, fetched first.
                loading={index === 0 && !header ? 'first' : 'lazy'}
                sizes="(min-width: 1024px) 370px, (min-width: 640px) 45vw, 92vw"
              />
            </Reveal>
          ))}
        </div>
      )}
      <Pagination page={listing.page} pageCount={listing.pageCount} href={pageHref} />
    </div>
  )
}
