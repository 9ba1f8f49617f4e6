import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { getPageParams, getSettings, type Listing, type Settings } from '@/lib/content'
import { planned, routeTemplates } from '@/lib/pagePlan/pagePlan'
import { pageMetadata } from '@/lib/seo/metadata'
import { EmptyListing } from '@/app/_components/EmptyListing'
import { PageIntro } from '@/app/_components/PageIntro'
import { Pagination } from '@/app/_components/Pagination'
import { StoryCard } from '@/app/_components/cards/StoryCard'
import { Reveal } from '@/app/_components/Reveal'

/**
 * The two routes of every kind of listing (a category, a topic, an author): its first page at
 * /<kind>/<slug> and every page at /<kind>/<slug>/page/<n> (page 1 there too, as a static
 * export needs at least one page of a route; its canonical address stays the first route's).
 */
export interface ListingKind<L extends Listing> {
  /** The route parameter that holds the slug, and the name of the kind's route templates. */
  param: 'category' | 'topic' | 'author'
  /** Shown above the title: Category, Topic, Author. */
  kicker: string
  load: (slug: string, page?: number) => Promise<L | null>
  pathOf: (slug: string, page: number) => string
  feedOf?: (slug: string) => string
  /** Every card's kicker is the listing's name (categories), not the card's own label. */
  listingKicker?: boolean
  /** A header of the kind's own instead of the title and description, on the first page. */
  header?(listing: L): ReactNode
  /** Structured data of the first page. */
  structuredData?(listing: L, settings: Settings): ReactNode
}

type Params = Promise<Record<string, string>>

/**
 * The first route of a listing or, `numbered`, the second: its pages (`everyPage`), and those a
 * build renders (`generateStaticParams`, only those changed since the last, lib/pagePlan/pagePlan.ts).
 */
export function listingRoute<L extends Listing>(kind: ListingKind<L>, numbered: boolean) {
  const template = numbered ? routeTemplates[`${kind.param}Page`] : routeTemplates[kind.param]
  const everyPage = async () => {
    const pages = await getPageParams(kind.param)
    return numbered ? pages : pages.flatMap(({ page, ...params }) => (page === '1' ? [params] : []))
  }

  async function listingFor(params: Params): Promise<L | null> {
    const { page = '', [kind.param]: slug = '' } = await params
    if (!numbered) return kind.load(slug, 1)
    return /^[1-9]\d*$/.test(page) ? kind.load(slug, Number(page)) : null
  }

  /** Everything the page reads of the content; the page plan hashes this very answer. */
  const pageData = (params: Params) => Promise.all([listingFor(params), getSettings()])

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const [listing, settings] = await pageData(params)
    if (!listing) return {}
    return pageMetadata({
      settings,
      title: numbered ? `${listing.name}, page ${listing.page}` : listing.name,
      description: numbered
        ? `${listing.description} Page ${listing.page} of ${listing.pageCount}.`
        : listing.description,
      path: kind.pathOf(listing.slug, listing.page),
      ...(kind.feedOf
        ? { feed: { path: kind.feedOf(listing.slug), title: `${listing.name} RSS` } }
        : {}),
    })
  }

  /** One page of a listing: title, description, cards revealed in threes, pager. */
  async function ListingPage({ params }: { params: Params }) {
    const [listing, settings] = await pageData(params)
    if (!listing) notFound()
    const feedHref = kind.feedOf?.(listing.slug)
    const header = listing.page === 1 ? kind.header?.(listing) : null
    return (
      <div className="container-page pt-10">
        {listing.page === 1 ? kind.structuredData?.(listing, settings) : null}
        {header || (
          <PageIntro kicker={kind.kicker} title={listing.name}>
            {listing.description ? <p>{listing.description}</p> : null}
          </PageIntro>
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
                  kicker={kind.listingKicker ? listing.name : card.label}
                  headingLevel="h2"
                  // A header of its own (an author's) leads with its image, fetched first.
                  loading={index === 0 && !header ? 'first' : 'lazy'}
                  sizes="(min-width: 1024px) 370px, (min-width: 640px) 45vw, 92vw"
                />
              </Reveal>
            ))}
          </div>
        )}
        <Pagination
          page={listing.page}
          pageCount={listing.pageCount}
          href={(page) => kind.pathOf(listing.slug, page)}
        />
      </div>
    )
  }

  return {
    generateMetadata,
    ListingPage,
    pageData,
    template,
    everyPage,
    generateStaticParams: planned(template, everyPage),
  }
}
