/**
 * The authoring format of the seed: editors write content in these shapes and `tsc` checks each
 * module against them. The rules a value must meet (lengths, characters, dates, vocabularies)
 * are the Studio's, in schemas/: the seed turns these shapes into Sanity documents and runs
 * the Studio's own validation on them (seed/lib/buildDataset.ts).
 *
 * Inline text (lead, paragraphs, headings and list items) accepts a small
 * markup: `**bold**`, `*italic*` and `[label](https://example.com)` links.
 */

import type {
  BenefitIcon,
  CalloutTone,
  CategorySlug,
  CitationKind,
  HomeLabel,
  JobType,
  TopicBadge,
} from '@/schemas/vocabulary'

/** A calendar day, as YYYY-MM-DD. */
type Day = string

export type ImageSource = {
  /** A file in seed/images/. */
  file: string
  alt: string
  credit?: string
}

export type TopicSource = {
  slug: string
  name: string
  /** One or two sentences shown on the topic's page. */
  description: string
}

export type AuthorSource = {
  slug: string
  name: string
  bio: string
  email: string
  image: ImageSource
}

/** One block of an article's body; lead, paragraph, heading and list items take inline markup. */
export type BodyBlockSource =
  | { type: 'lead'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string; level?: 2 | 3 }
  | { type: 'list'; style: 'bullet' | 'number'; items: string[] }
  /** The facts in brief: 3 to 5 points. */
  | { type: 'diveBrief'; points: string[] }
  /** Opens the analysis section; the blocks after it are the insight. */
  | { type: 'diveInsight'; heading?: string }
  /** A quote as public reporting attributes it, never invented: who, and when and where. */
  | { type: 'pullQuote'; quote: string; attribution: string; context?: string }
  | { type: 'callout'; tone: CalloutTone; title: string; text: string }
  | { type: 'actionItems'; title: string; items: string[] }
  | { type: 'takeaways'; title: string; items: string[] }

export type CitationSource = {
  title: string
  publisher: string
  /** The original publisher's or the primary document's own https address. */
  url: string
  /** The day the source was published; never after the article, or its update. */
  publishedAt: Day
  kind: CitationKind
  /** For a republication: the address of the original it copies, cited beside it. */
  original?: string
}

/** A correction or an update under the headline. */
export type DatedNoteSource = {
  date: Day
  text: string
}

export type ArticleSource = {
  slug: string
  /** Also the social card's headline. */
  headline: string
  /** One or two sentences: the standfirst and the default description. */
  dek: string
  /** The badge above the headline. */
  topic: TopicBadge
  /** Two to five slugs from seed/content/topics.ts. */
  topics: string[]
  publishedAt: Day
  /** When an editor revised the story after publication (shown as "Updated"). */
  updatedAt?: Day
  correction?: DatedNoteSource
  update?: DatedNoteSource
  /** False hides the Back to Home button on this article. */
  showBackToHome: boolean
  hero: ImageSource
  body: BodyBlockSource[]
  citations: CitationSource[]
}

export type SummarySource = {
  /** Stable id, for example 'summary-h1b-changes-talent'. */
  id: string
  /** Slug of the article the card links to. */
  article: string
  title: string
  excerpt: string
  categories: CategorySlug[]
  homeLabel?: HomeLabel
  featured?: boolean
  /** Used for ordering; defaults to the article's. */
  publishedAt?: Day
  /** Defaults to the article's hero. */
  image?: ImageSource
}

export type SiteSettingsSource = {
  siteName: string
  /** The published origin, used in canonical and share URLs. */
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

export type CategorySource = {
  slug: CategorySlug
  name: string
  /** The fixed one-line description shown on the listing. */
  description: string
}

export type JobSource = {
  id: string
  title: string
  department: string
  location: string
  type: JobType
  description: string
}

export type BenefitSource = {
  id: string
  icon: BenefitIcon
  title: string
  description: string
}

export type TitledTextSource = {
  title: string
  text: string
}

export type AboutPageSource = {
  title: string
  intro: string
  mission: TitledTextSource
  pillars: TitledTextSource[]
  audiencesHeading: string
  /** Who We Serve: exactly three audiences. */
  audiences: TitledTextSource[]
  commitment: TitledTextSource
}

export type PrivacyPageSource = {
  title: string
  lastUpdated: Day
  sections: { heading: string; paragraphs: string[]; items?: string[] }[]
}

export type CareersPageSource = {
  title: string
  intro: string
  valuesHeading: string
  values: TitledTextSource[]
  benefitsHeading: string
  openingsHeading: string
  closing: TitledTextSource
}

export type HomeSource = {
  /** Summary id of the featured breaking story. */
  featured: string
  /** Summary ids of the three trending stories. */
  trending: string[]
}

/** What each file in seed/content/articles/ exports. */
export type ArticleModule = {
  article: ArticleSource
  summaries: SummarySource[]
  /** Made by seed/synthetic.ts for a benchmark, as a copy of an authored story. */
  synthetic?: true
}

/** Everything the seed turns into a dataset. */
export type SeedContent = {
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
