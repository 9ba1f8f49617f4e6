/**
 * The authoring format of the seed. Editors write content in these shapes; the seed
 * validates them and turns them into Sanity documents (Portable Text for bodies).
 *
 * Inline text (paragraphs, list items, quotes, call-outs) accepts a small markup:
 * `**bold**`, `*italic*` and `[label](https://example.com)` links.
 */

import type { BenefitIcon, CategorySlug, HomeLabel, TopicBadge } from '../../schemas/vocabulary'

export type { BenefitIcon, CategorySlug, HomeLabel, TopicBadge }

/** One block of an article body, in reading order. */
export type BodyBlock =
  | { type: 'lead'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string; level?: 2 | 3 }
  | { type: 'list'; style: 'bullet' | 'number'; items: string[] }
  /** The facts in brief: 3 to 5 points. */
  | { type: 'diveBrief'; points: string[] }
  /** Opens the analysis section; the blocks after it are the insight. */
  | { type: 'diveInsight'; heading?: string }
  /** A quote as public reporting attributes it, never invented. */
  | { type: 'pullQuote'; quote: string; attribution: string; context?: string }
  | { type: 'callout'; tone: 'info' | 'warning' | 'key'; title: string; text: string }
  | { type: 'actionItems'; title: string; items: string[] }
  | { type: 'takeaways'; title: string; items: string[] }

export interface Citation {
  title: string
  publisher: string
  /** The original publisher's or the primary document's own https address. */
  url: string
  /** ISO date (YYYY-MM-DD) the source was published; never after the article. */
  publishedAt: string
}

export interface CorrectionSource {
  /** ISO date of the correction. */
  date: string
  /** What was wrong and what the story now says. */
  text: string
}

export interface TopicSource {
  slug: string
  name: string
  /** One or two sentences shown on the topic's page. */
  description: string
}

export interface AuthorSource {
  slug: string
  name: string
  /** A few sentences on the author's page. */
  bio: string
  email: string
  image: ImageSource
}

export interface ImageSource {
  /** A file in seed/images/. */
  file: string
  alt: string
  credit?: string
}

export interface ArticleSource {
  slug: string
  headline: string
  /** One or two sentences: the article's standfirst and default description. */
  dek: string
  topic: TopicBadge
  /** Two to five slugs from seed/content/topics.ts. */
  topics: string[]
  /** ISO date (YYYY-MM-DD) or instant of publication. */
  publishedAt: string
  /** When an editor revised the story after publication (shown as "Updated"). */
  updatedAt?: string
  /** A correction of a published error, shown in a dated box. */
  correction?: CorrectionSource
  /** False hides the Back to Home button on this article. */
  showBackToHome: boolean
  hero: ImageSource
  body: BodyBlock[]
  citations: Citation[]
}

export interface SummarySource {
  /** Stable id, for example 'summary-h1b-changes-talent'. */
  id: string
  /** Slug of the article the card links to. */
  article: string
  title: string
  excerpt: string
  categories: CategorySlug[]
  homeLabel?: HomeLabel
  featured?: boolean
  /** ISO date used for ordering; defaults to the article's. */
  publishedAt?: string
  /** Defaults to the article's hero. */
  image?: ImageSource
}

/** What each file in seed/content/articles/ exports. */
export interface ArticleModule {
  article: ArticleSource
  summaries: SummarySource[]
}

export interface SiteSettingsSource {
  siteName: string
  /** The published host, used in canonical and share URLs. */
  siteUrl: string
  description: string
  /** Slug of the author every article is bylined to (seed/content/authors.ts). */
  newsDesk: string
  social: { linkedin: string; twitter: string; facebook: string }
  contact: {
    email: string
    phone: string
    supportHours: string
    /** Lines of the office address. */
    address: string[]
    mediaEmail: string
    /** How soon replies come, e.g. 'within 24 hours'. */
    replyPromise: string
  }
}

export interface CategorySource {
  slug: CategorySlug
  name: string
  /** The fixed one-line description shown on the listing. */
  description: string
}

export interface JobSource {
  id: string
  title: string
  department: string
  location: string
  type: 'Full-time' | 'Part-time' | 'Contract'
  description: string
}

export interface BenefitSource {
  id: string
  icon: BenefitIcon
  title: string
  description: string
}

export interface TitledText {
  title: string
  text: string
}

export interface AboutPageSource {
  title: string
  intro: string
  mission: TitledText
  /** Leadership & Strategy, Industry Intelligence, Best Practices, Future of Work. */
  pillars: TitledText[]
  /** Who We Serve: exactly three audiences. */
  audiencesHeading: string
  audiences: TitledText[]
  commitment: TitledText
}

export interface PrivacySectionSource {
  heading: string
  paragraphs: string[]
  items?: string[]
}

export interface PrivacyPageSource {
  title: string
  /** ISO date. */
  lastUpdated: string
  sections: PrivacySectionSource[]
}

export interface CareersPageSource {
  title: string
  intro: string
  valuesHeading: string
  /** Excellence, Integrity, Innovation. */
  values: TitledText[]
  benefitsHeading: string
  openingsHeading: string
  closing: TitledText
}

export interface HomeSource {
  /** Summary id of the featured breaking story. */
  featured: string
  /** Summary ids of the three trending stories. */
  trending: string[]
}

/** Everything the seed turns into a dataset. */
export interface SeedContent {
  settings: SiteSettingsSource
  categories: CategorySource[]
  topics: TopicSource[]
  authors: AuthorSource[]
  jobs: JobSource[]
  benefits: BenefitSource[]
  about: AboutPageSource
  privacy: PrivacyPageSource
  careers: CareersPageSource
  home: HomeSource
  articles: ArticleModule[]
}
