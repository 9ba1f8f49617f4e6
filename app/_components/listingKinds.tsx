import {
  getAuthorListing,
  getCategoryListing,
  getTopicListing,
  type AuthorListing,
  type Listing,
  type CategoryListing,
  type TopicListing,
} from '@/lib/content'
import { profilePageJsonLd } from '@/lib/seo/jsonLd'
import { feedPaths, paths } from '@/schemas/vocabulary'
import { AuthorProfile } from '@/app/_components/AuthorProfile'
import { JsonLd } from '@/app/_components/JsonLd'
import type { ListingKind } from '@/app/_components/listingRoutes'

/** The kinds of listing the site publishes, each with its pages, feed and header. */

export const categoryListings: ListingKind<CategoryListing> = {
  param: 'category',
  kicker: 'Category',
  load: getCategoryListing,
  pathOf: paths.categoryPage,
  feedOf: feedPaths.category,
  listingKicker: true,
}

export const topicListings: ListingKind<TopicListing> = {
  param: 'topic',
  kicker: 'Topic',
  load: getTopicListing,
  pathOf: paths.topicPage,
  feedOf: feedPaths.topic,
}

export const authorListings: ListingKind<AuthorListing> = {
  param: 'author',
  kicker: 'Author',
  load: getAuthorListing,
  pathOf: paths.authorPage,
  header: (listing) => <AuthorProfile author={listing.author} />,
  structuredData: (listing, settings) => (
    <JsonLd data={profilePageJsonLd(listing.author, settings)} />
  ),
}

export const listingKinds: ListingKind<Listing>[] = [
  categoryListings,
  topicListings,
  authorListings,
]
