import type { CategorySlug } from '@/schemas/vocabulary'
import type { ArticleBody } from './sanity.types'

/** What pages receive: resolved, formatted, never null where a reader expects a value. */

export interface ContentImage {
  assetId: string
  width: number
  height: number
  alt: string
  credit?: string
}

export interface CategoryRef {
  name: string
  slug: CategorySlug
}

export interface Card {
  id: string
  title: string
  excerpt: string
  /** The finer home-page label, or the first category's name. */
  label: string
  categories: CategoryRef[]
  author: string
  readTime: string
  dateText: string
  publishedAt: string
  image: ContentImage
  featured: boolean
  href: string
}

export interface Category extends CategoryRef {
  description: string
}

export interface CategoryListing extends Category {
  /** The cards of this page of the listing. */
  cards: Card[]
  page: number
  pageCount: number
  /** Cards in the whole listing. */
  total: number
}

export interface HomeSection extends Category {
  cards: Card[]
}

export interface Home {
  featured: Card
  trending: Card[]
  sections: HomeSection[]
  latest: Card[]
}

export interface ReadMoreItem {
  title: string
  image: ContentImage
  href: string
  readTime: string
}

export interface Citation {
  title: string
  publisher: string
  url: string
}

export interface Article {
  id: string
  slug: string
  href: string
  headline: string
  dek: string
  topic?: string
  author: string
  publishedAt: string
  updatedAt: string
  dateText: string
  readTime: string
  showBackToHome: boolean
  hero: ContentImage
  body: ArticleBody
  citations: Citation[]
  readMore: ReadMoreItem[]
}

export type { ArticleBody }
