/** The closed vocabularies and limits of the content model: one source for schemas, seed and site. */

export const categorySlugs = ['leadership', 'talent', 'culture', 'analytics'] as const
export type CategorySlug = (typeof categorySlugs)[number]

export const topicBadges = [
  'Featured Story',
  'Politics',
  'Leadership',
  'Policy & Leadership',
  'Legal & Compliance',
  'Immigration Policy',
  'Labor Law',
  'Breaking News',
  'Employee Rights',
  'Benefits',
  'Talent',
  'Workplace Safety',
  'AI & Technology',
  'Analysis',
] as const
export type TopicBadge = (typeof topicBadges)[number]

export const homeLabels = [
  'Legal & Compliance',
  'Policy & Leadership',
  'DEI & Culture',
  'Analytics & Benefits',
  'Data Privacy & Culture',
  'AI & Employment Law',
  'Employee Rights',
  'AI & Future of Work',
  'Talent',
  'Compliance',
] as const
export type HomeLabel = (typeof homeLabels)[number]

/** The names readers and editors see for an article's two fixed parts (the data keeps its keys). */
export const partTitles = { diveBrief: 'Key points', diveInsight: 'What it means for HR' } as const

export const calloutTones = ['info', 'warning', 'key'] as const
export type CalloutTone = (typeof calloutTones)[number]
export const benefitIcons = ['health', 'growth', 'flexible', 'time-off'] as const
export type BenefitIcon = (typeof benefitIcons)[number]
export const jobTypes = ['Full-time', 'Part-time', 'Contract'] as const
export type JobType = (typeof jobTypes)[number]

/**
 * What a citation is. A republication (a copy, digest or rewrite of someone else's work) is
 * allowed only beside the original it copies.
 */
export const citationKinds = [
  { value: 'reporting', title: 'Original reporting (a news outlet’s own story)' },
  { value: 'primary', title: 'Primary document (court, agency, company, legislature)' },
  { value: 'analysis', title: 'Analysis by a named firm or author' },
  { value: 'republication', title: 'Republication of another source (cite the original too)' },
] as const
export type CitationKind = (typeof citationKinds)[number]['value']

export const limits = {
  headline: 140,
  dek: 300,
  excerpt: 240,
  slug: 96,
  alt: 200,
  credit: 200,
  correction: 600,
  update: 600,
  topicName: 60,
  citationsMin: 2,
  citationsMax: 8,
  /** Characters of a search query; longer ones are cut here, as no headline is that long. */
  searchQuery: 200,
  topicsMin: 2,
  topicsMax: 5,
  citationTitle: 300,
  publisher: 120,
  shortText: 200,
  description: 600,
  /** Characters of a body's lead paragraph, of any other paragraph, and of a list item. */
  lead: 2000,
  paragraph: 3000,
  listItem: 600,
  readMinutesMin: 4,
  readMinutesMax: 18,
} as const

/**
 * No story is published before this day: a publish date of 1900 or 0025 is a typo. There is no
 * latest one, as a story dated later is scheduled.
 */
export const earliestPublishDate = '2000-01-01'

/** Words a reader reads per minute, for read-time labels. */
export const wordsPerMinute = 200

/** URL patterns of the site: one definition for links, sitemaps and share URLs. */
export const paths = {
  home: '/',
  search: '/search',
  category: (slug: string) => `/category/${slug}`,
  /** Page 1 of a listing is the listing itself. */
  categoryPage: (slug: string, page: number) =>
    page <= 1 ? `/category/${slug}` : `/category/${slug}/page/${page}`,
  article: (slug: string) => `/article/${slug}`,
  topic: (slug: string) => `/topic/${slug}`,
  author: (slug: string) => `/author/${slug}`,
  authorPage: (slug: string, page: number) =>
    page <= 1 ? `/author/${slug}` : `/author/${slug}/page/${page}`,
  topicPage: (slug: string, page: number) =>
    page <= 1 ? `/topic/${slug}` : `/topic/${slug}/page/${page}`,
} as const

/** RSS feeds: the whole site, and one per category and per topic. */
export const feedPaths = {
  site: '/feed.xml',
  category: (slug: string) => `/category/${slug}/feed.xml`,
  topic: (slug: string) => `/topic/${slug}/feed.xml`,
} as const
