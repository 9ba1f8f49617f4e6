/**
 * The authoring format of the seed. Editors write content in these shapes; the seed validates
 * them and turns them into Sanity documents (Portable Text for bodies). Each type is what its
 * zod schema in seed/lib/sourceSchemas.ts accepts, so the checks and the types cannot drift apart.
 *
 * Inline text (lead, paragraphs, headings and list items) accepts a small
 * markup: `**bold**`, `*italic*` and `[label](https://example.com)` links.
 */

import type { z } from 'zod'
import type * as source from '@/seed/lib/sourceSchemas'

export type TopicSource = z.input<typeof source.topicSourceSchema>
export type AuthorSource = z.input<typeof source.authorSourceSchema>
export type ImageSource = z.input<typeof source.imageSourceSchema>
export type ArticleSource = z.input<typeof source.articleSourceSchema>
export type SummarySource = z.input<typeof source.summarySourceSchema>
export type SiteSettingsSource = z.input<typeof source.settingsSourceSchema>
export type CategorySource = z.input<typeof source.categorySourceSchema>
export type JobSource = z.input<typeof source.jobSourceSchema>
export type BenefitSource = z.input<typeof source.benefitSourceSchema>
export type AboutPageSource = z.input<typeof source.aboutSourceSchema>
export type PrivacyPageSource = z.input<typeof source.privacySourceSchema>
export type CareersPageSource = z.input<typeof source.careersSourceSchema>
export type HomeSource = z.input<typeof source.homeSourceSchema>

/** What each file in seed/content/articles/ exports. */
export interface ArticleModule {
  article: ArticleSource
  summaries: SummarySource[]
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
