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
import { FramedImage } from '@/app/_components/FramedImage'
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
  // Who the byline names: picture, name, what they cover, and how to reach them.
  header: ({ author }) => (
    <header className="border-navy grid gap-6 border-b-2 pb-8 sm:grid-cols-[12rem_1fr] sm:items-center">
      <FramedImage image={author.image} sizes="(min-width: 640px) 192px, 92vw" loading="first" />
      <div>
        <p className="kicker">Author</p>
        <h1 className="headline mt-2 text-4xl sm:text-5xl">{author.name}</h1>
        <p className="text-ink-soft mt-3 max-w-2xl text-lg">{author.bio}</p>
        <p className="mt-3 text-sm">
          <a href={`mailto:${author.email}`} className="text-navy link-underline font-semibold">
            {author.email}
          </a>
        </p>
      </div>
    </header>
  ),
  structuredData: (listing, settings) => (
    <JsonLd data={profilePageJsonLd(listing.author, settings)} />
  ),
}

export const listingKinds: ListingKind<Listing>[] = [
  categoryListings,
  topicListings,
  authorListings,
]
