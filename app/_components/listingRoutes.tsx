import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { getSettings, type Listing, type Settings } from '@/lib/content'
import { planned, routeTemplates } from '@/lib/pagePlan/pagePlan'
import { pageMetadata } from '@/lib/seo/metadata'
import { ListingView } from '@/app/_components/ListingView'

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
  /** Every page of every listing of the kind, as route parameters (`page` and `param`). */
  pageParams: () => Promise<Record<string, string>[]>
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

const firstPage = async () => 1
const numberedPage = async (params: Params) => {
  const { page = '' } = await params
  return /^[1-9]\d*$/.test(page) ? Number(page) : null
}

function routesOf<L extends Listing>(
  kind: ListingKind<L>,
  pageOf: (params: Params) => Promise<number | null>,
  numbered: boolean,
) {
  async function listingFor(params: Params): Promise<L | null> {
    const page = await pageOf(params)
    return page === null ? null : kind.load((await params)[kind.param] ?? '', page)
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

  async function ListingPage({ params }: { params: Params }) {
    const [listing, settings] = await pageData(params)
    if (!listing) notFound()
    return (
      <>
        {listing.page === 1 ? kind.structuredData?.(listing, settings) : null}
        <ListingView
          listing={listing}
          kicker={kind.kicker}
          header={listing.page === 1 ? kind.header?.(listing) : undefined}
          cardKicker={kind.listingKicker ? listing.name : undefined}
          pageHref={(page) => kind.pathOf(listing.slug, page)}
          feedHref={kind.feedOf?.(listing.slug)}
        />
      </>
    )
  }

  return { generateMetadata, ListingPage, pageData }
}

/**
 * The route of a listing's first page, /<kind>/<slug>: its pages (`everyPage`), and those a build
 * renders (`generateStaticParams`, only those changed since the last, lib/pagePlan/pagePlan.ts).
 */
export function firstPageRoute<L extends Listing>(kind: ListingKind<L>) {
  const template = routeTemplates[kind.param]
  const everyPage = async () =>
    (await kind.pageParams()).flatMap(({ page, ...params }) => (page === '1' ? [params] : []))
  const generateStaticParams = planned(template, everyPage)
  return { ...routesOf(kind, firstPage, false), template, everyPage, generateStaticParams }
}

/** The route of every page of a listing, /<kind>/<slug>/page/<n>, as firstPageRoute. */
export function numberedPageRoute<L extends Listing>(kind: ListingKind<L>) {
  const template = routeTemplates[`${kind.param}Page`]
  const generateStaticParams = planned(template, kind.pageParams)
  return {
    ...routesOf(kind, numberedPage, true),
    template,
    everyPage: kind.pageParams,
    generateStaticParams,
  }
}
