import type { CategorySlug } from '@/schemas/vocabulary'
import type { StoryFlag } from '@/lib/content/labels'

/** What pages receive: resolved, formatted, never null where a reader expects a value. */

export interface ContentImage {
  assetId: string
  width: number
  height: number
  alt: string
  credit?: string
  /** The original on Sanity's image CDN: set in the preview server only. */
  src?: string
}

export interface CategoryRef {
  name: string
  slug: CategorySlug
}

export interface Card {
  id: string
  title: string
  excerpt: string
  /** The story's subject, the same on every card of it and on its page (labels.ts). */
  label: string
  /** "Breaking" or "Featured" for a story put forward, by the build's clock (labels.ts). */
  flag: StoryFlag | null
  categories: CategoryRef[]
  author: string
  readTime: string
  dateText: string
  publishedAt: string
  image: ContentImage
  href: string
}

export interface Category extends CategoryRef {
  description: string
}

/** A topic or an author, as a story names it. */
export interface TopicRef {
  name: string
  slug: string
}
export type AuthorRef = TopicRef

export interface Topic extends TopicRef {
  description: string
}

export interface Author extends AuthorRef {
  bio: string
  email: string
  image: ContentImage
}

/** One page of a list of stories: a category's, a topic's or the desk's. */
export interface Listing {
  name: string
  slug: string
  description: string
  /** The cards of this page of the listing. */
  cards: Card[]
  page: number
  pageCount: number
  /** Cards in the whole listing. */
  total: number
}
