import { z } from 'zod'
import {
  benefitIcons,
  calloutTones,
  categorySlugs,
  homeLabels,
  jobTypes,
  limits,
  topicBadges,
} from '../../schemas/vocabulary'
import { syndicatedHostOf } from '../../schemas/syndicatedHosts'
import { linkTargets } from './markup'

/** The shape every authored document must have; the same limits as the Studio's rules. */

const text = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` })

const isoDate = z
  .string({ error: 'is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: 'is not a real date',
  })

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' })

/** Inline markup whose links are all https URLs. */
const richText = (max: number) =>
  text(max).refine(
    (value) => linkTargets(value).every((href) => httpsUrl.safeParse(href).success),
    {
      error: 'has a link that is not an https URL',
    },
  )

const items = (label: string, min: number, max: number) =>
  z
    .array(richText(600), { error: 'is required' })
    .min(min, { error: `${label} needs ${min} to ${max} items` })
    .max(max, { error: `${label} needs ${min} to ${max} items` })

export const imageSourceSchema = z.strictObject({
  file: z
    .string()
    .regex(/^[a-z0-9-]+\.(png|jpe?g|webp)$/, { error: 'must be a file name in seed/images' }),
  alt: text(limits.alt),
  credit: text(limits.credit).optional(),
})

export const bodyBlockSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('lead'), text: richText(2000) }),
    z.strictObject({ type: z.literal('paragraph'), text: richText(3000) }),
    z.strictObject({
      type: z.literal('heading'),
      text: text(limits.shortText),
      level: z.union([z.literal(2), z.literal(3)]).optional(),
    }),
    z.strictObject({
      type: z.literal('list'),
      style: z.enum(['bullet', 'number']),
      items: items('A list', 2, 12),
    }),
    z.strictObject({ type: z.literal('diveBrief'), points: items('The Dive Brief', 3, 5) }),
    z.strictObject({ type: z.literal('diveInsight'), heading: text(limits.shortText).optional() }),
    z.strictObject({
      type: z.literal('pullQuote'),
      quote: text(600),
      attribution: text(limits.shortText),
      context: text(limits.shortText).optional(),
    }),
    z.strictObject({
      type: z.literal('callout'),
      tone: z.enum(calloutTones),
      title: text(limits.shortText),
      text: richText(1200),
    }),
    z.strictObject({
      type: z.literal('actionItems'),
      title: text(limits.shortText),
      items: items('Action items', 2, 8),
    }),
    z.strictObject({
      type: z.literal('takeaways'),
      title: text(limits.shortText),
      items: items('Takeaways', 2, 8),
    }),
  ],
  { error: 'is not a known block type' },
)

export const citationSchema = z.strictObject({
  title: text(limits.citationTitle),
  publisher: text(limits.publisher),
  url: httpsUrl.refine((url) => !syndicatedHostOf(url), {
    error: (issue) =>
      `is on ${syndicatedHostOf(String(issue.input))}, which republishes or mirrors others' work (schemas/syndicatedHosts.ts); cite the original publisher or the primary document`,
  }),
  publishedAt: isoDate,
})

export const correctionSchema = z.strictObject({
  date: isoDate,
  text: text(limits.correction),
})

const slugText = z.string({ error: 'is required' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'must be lower-case words joined by single hyphens',
})

export const authorSourceSchema = z.strictObject({
  slug: slugText,
  name: text(limits.shortText),
  bio: text(limits.description),
  email: z.email({ error: 'must be an email address' }),
  image: imageSourceSchema,
})

export const topicSourceSchema = z.strictObject({
  slug: z.string({ error: 'is required' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'must be lower-case words joined by single hyphens',
  }),
  name: text(limits.topicName),
  description: text(limits.shortText),
})

const citationCount = `needs ${limits.citationsMin} to ${limits.citationsMax} citations`

export const articleSourceSchema = z.strictObject({
  slug: z
    .string({ error: 'is required' })
    .max(limits.slug, { error: `must be at most ${limits.slug} characters` })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: 'must be lower-case words joined by single hyphens',
    }),
  headline: text(limits.headline),
  dek: text(limits.dek),
  topic: z.enum(topicBadges, { error: `must be one of: ${topicBadges.join(', ')}` }),
  topics: z
    .array(z.string(), { error: 'is required' })
    .min(limits.topicsMin, { error: `needs ${limits.topicsMin} to ${limits.topicsMax} topics` })
    .max(limits.topicsMax, { error: `needs ${limits.topicsMin} to ${limits.topicsMax} topics` })
    .refine((list) => new Set(list).size === list.length, { error: 'lists a topic twice' }),
  publishedAt: isoDate,
  updatedAt: isoDate.optional(),
  correction: correctionSchema.optional(),
  showBackToHome: z.boolean({ error: 'must be true or false' }),
  hero: imageSourceSchema,
  body: z
    .array(bodyBlockSchema, { error: 'is required' })
    .min(3, { error: 'needs at least 3 blocks' })
    .refine((body) => body[0]?.type === 'lead', { error: 'must open with a lead paragraph' }),
  citations: z
    .array(citationSchema, { error: 'is required' })
    .min(limits.citationsMin, { error: citationCount })
    .max(limits.citationsMax, { error: citationCount }),
})

export const summarySourceSchema = z.strictObject({
  id: z.string().regex(/^summary-[a-z0-9-]+$/, { error: 'must look like summary-<words>' }),
  article: z.string({ error: 'is required' }).min(1, { error: 'must name an article slug' }),
  title: text(limits.headline),
  excerpt: text(limits.excerpt),
  categories: z
    .array(z.enum(categorySlugs, { error: `must be one of: ${categorySlugs.join(', ')}` }))
    .min(1, { error: 'needs at least one category' })
    .refine((list) => new Set(list).size === list.length, { error: 'lists a category twice' }),
  homeLabel: z.enum(homeLabels, { error: `must be one of: ${homeLabels.join(', ')}` }).optional(),
  featured: z.boolean().optional(),
  publishedAt: isoDate.optional(),
  image: imageSourceSchema.optional(),
})

const titledText = z.strictObject({ title: text(limits.shortText), text: text(1500) })

export const settingsSourceSchema = z.strictObject({
  siteName: text(80),
  siteUrl: httpsUrl.refine((url) => !url.endsWith('/'), { error: 'must not end with a slash' }),
  description: text(limits.dek),
  newsDesk: z
    .string({ error: 'must name an author slug' })
    .min(1, { error: 'must name an author slug' }),
  social: z.strictObject({ linkedin: httpsUrl, twitter: httpsUrl, facebook: httpsUrl }),
  contact: z.strictObject({
    email: z.email({ error: 'must be an email address' }),
    phone: text(40),
    supportHours: text(80),
    address: z.array(text(120)).min(1, { error: 'needs at least one line' }).max(5),
    mediaEmail: z.email({ error: 'must be an email address' }),
    replyPromise: text(80),
  }),
})

export const categorySourceSchema = z.strictObject({
  slug: z.enum(categorySlugs, { error: `must be one of: ${categorySlugs.join(', ')}` }),
  name: text(60),
  description: text(limits.shortText),
})

export const jobSourceSchema = z.strictObject({
  id: z.string().regex(/^job-[a-z0-9-]+$/, { error: 'must look like job-<words>' }),
  title: text(limits.shortText),
  department: text(80),
  location: text(80),
  type: z.enum(jobTypes),
  description: text(limits.description),
})

export const benefitSourceSchema = z.strictObject({
  id: z.string().regex(/^benefit-[a-z0-9-]+$/, { error: 'must look like benefit-<words>' }),
  icon: z.enum(benefitIcons),
  title: text(80),
  description: text(limits.description),
})

export const aboutSourceSchema = z.strictObject({
  title: text(limits.headline),
  intro: text(800),
  mission: titledText,
  pillars: z.array(titledText).min(1).max(8),
  audiencesHeading: text(80),
  audiences: z.array(titledText).length(3, { error: 'needs exactly 3 audiences' }),
  commitment: titledText,
})

export const privacySourceSchema = z.strictObject({
  title: text(limits.headline),
  lastUpdated: isoDate,
  sections: z
    .array(
      z.strictObject({
        heading: text(limits.shortText),
        paragraphs: z.array(text(2000)).min(1, { error: 'needs at least one paragraph' }),
        items: z.array(text(600)).optional(),
      }),
    )
    .min(1),
})

export const careersSourceSchema = z.strictObject({
  title: text(limits.headline),
  intro: text(800),
  valuesHeading: text(80),
  values: z.array(titledText).min(1).max(6),
  benefitsHeading: text(80),
  openingsHeading: text(80),
  closing: titledText,
})

export const homeSourceSchema = z.strictObject({
  featured: z.string().min(1, { error: 'must name a summary id' }),
  trending: z.array(z.string()).length(3, { error: 'needs exactly 3 summaries' }),
})
