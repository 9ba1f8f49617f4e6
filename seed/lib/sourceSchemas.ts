import { z } from 'zod'
import {
  benefitIcons,
  calloutTones,
  categorySlugs,
  citationKinds,
  homeLabels,
  jobTypes,
  limits,
  topicBadges,
} from '../../schemas/vocabulary'
import { kindMissing, sourceUrlProblem } from '../../schemas/citationRules'
import { slugPattern } from '../../schemas/rules'
import { cardCannotDraw } from '../../schemas/cardText'
import { afterToday, outsidePublishRange } from '../../schemas/dateChecks'
import { siteUrlProblem } from '../../schemas/siteUrl'
import { syndicatedHostOf } from '../../schemas/syndicatedHosts'
import {
  badCharacter,
  isOnlyInvisible,
  onlyInvisible,
  reordersText,
  saysNothing,
  unclosedBidi,
} from '../../schemas/textChecks'
import { isRealDate, kindOf, markupInPlainText, nonHttpsLink, unreadableMarkup } from './strings'

/** The shape every authored document must have; the same limits as the Studio's rules. */

/** "is required" when missing, else what the value is instead: "must be text, not a number". */
const expected = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${what}, not ${kindOf(issue.input)}`

/** A rule of ./strings as a zod check: its message, or nothing. */
const rule =
  (problem: (value: string) => string | undefined) => (payload: z.core.ParsePayload<string>) => {
    const message = problem(payload.value)
    if (message) payload.issues.push({ code: 'custom', message, input: payload.value })
  }

type Lines = { lines?: 'one' | 'many' }

/**
 * Text an editor types: one line unless the Studio's field is multi-line, in the order typed;
 * visible; saying something; in limits.
 */
const typed = (max: number, { lines = 'one' }: Lines = {}) =>
  z
    .string({ error: expected('text') })
    .check(rule((value) => badCharacter(value, { lineBreaks: lines === 'many' })))
    // Counted in the text as typed, as the Studio counts; text with nothing visible is that.
    .check(
      rule((value) =>
        isOnlyInvisible(value)
          ? undefined
          : lines === 'one'
            ? reordersText(value)
            : unclosedBidi(value),
      ),
    )
    .trim()
    .min(1, { error: 'must not be empty' })
    .refine((value) => !isOnlyInvisible(value), {
      error: onlyInvisible,
      abort: true,
    })
    .check(rule(saysNothing))
    .max(max, { error: `must be at most ${max} characters` })

/** Text shown as typed: no markup, which would reach the reader as asterisks and brackets. */
const text = (max: number, options?: Lines) => typed(max, options).check(rule(markupInPlainText))

/**
 * Text that takes inline markup (**bold**, *italic*, [label](url)), rendered or flattened by the
 * seed; every link is https.
 */
const richText = (max: number, { lines = 'many' }: Lines = {}) =>
  typed(max, { lines }).check(rule(nonHttpsLink)).check(rule(unreadableMarkup))

const isoDate = z
  .string({ error: expected('a date as YYYY-MM-DD') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD', abort: true })
  .refine(isRealDate, {
    error: (issue) => `must be a real date (${String(issue.input)} does not exist)`,
  })

/** The day something already happened: not after today (schemas/dateChecks.ts says why). */
const pastDate = isoDate.check(rule(afterToday))

/** A story's publish date: in the allowed range; later than today is a scheduled story. */
const publishDate = isoDate.check(rule(outsidePublishRange))

/** A value from a closed list of schemas/vocabulary.ts. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of: ${values.join(', ')}` })

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' })

/** A list of 600-character items: rich where the page renders marks, else plain text. */
const items = (label: string, min: number, max: number, kind: 'rich' | 'plain' = 'plain') =>
  z
    .array(kind === 'rich' ? richText(limits.listItem) : text(limits.listItem, { lines: 'many' }), {
      error: 'is required',
    })
    .min(min, { error: `${label} needs ${min} to ${max} items` })
    .max(max, { error: `${label} needs ${min} to ${max} items` })

export const imageSourceSchema = z.strictObject({
  /** A file in seed/images/. */
  file: z
    .string()
    .regex(/^[a-z0-9-]+\.(png|jpe?g|webp)$/, { error: 'must be a file name in seed/images' }),
  alt: text(limits.alt),
  credit: text(limits.credit).optional(),
})

export const bodyBlockSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('lead'), text: richText(limits.lead) }),
    z.strictObject({ type: z.literal('paragraph'), text: richText(limits.paragraph) }),
    z.strictObject({
      type: z.literal('heading'),
      text: richText(limits.shortText, { lines: 'one' }),
      level: z.union([z.literal(2), z.literal(3)]).optional(),
    }),
    z.strictObject({
      type: z.literal('list'),
      style: oneOf(['bullet', 'number'] as const),
      items: items('A list', 2, 12, 'rich'),
    }),
    /** The facts in brief: 3 to 5 points. */
    z.strictObject({ type: z.literal('diveBrief'), points: items('The Dive Brief', 3, 5) }),
    /** Opens the analysis section; the blocks after it are the insight. */
    z.strictObject({ type: z.literal('diveInsight'), heading: text(limits.shortText).optional() }),
    /** A quote as public reporting attributes it, never invented: who, and when and where. */
    z.strictObject({
      type: z.literal('pullQuote'),
      quote: text(600, { lines: 'many' }),
      attribution: text(limits.shortText),
      context: text(limits.shortText).optional(),
    }),
    z.strictObject({
      type: z.literal('callout'),
      tone: oneOf(calloutTones),
      title: text(limits.shortText),
      text: text(1200, { lines: 'many' }),
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
  /** The original publisher's or the primary document's own https address. */
  url: httpsUrl.check(rule(sourceUrlProblem)).refine((url) => !syndicatedHostOf(url), {
    error: (issue) =>
      `is on ${syndicatedHostOf(String(issue.input))}, which republishes or mirrors others' work (schemas/syndicatedHosts.ts); cite the original publisher or the primary document`,
  }),
  /** The day the source was published; never after the article, or its update (checks/dates). */
  publishedAt: pastDate,
  /** What the source is (schemas/vocabulary.ts citationKinds). */
  kind: z.enum(
    citationKinds.map(({ value }) => value),
    {
      error: (issue) =>
        issue.input === undefined
          ? kindMissing
          : `must be one of: ${citationKinds.map(({ value }) => value).join(', ')}`,
    },
  ),
  /** For a republication: the address of the original it copies, cited beside it (checks/citations). */
  original: httpsUrl.optional(),
})

/** A dated note under the headline: a correction or an update, alike but for the limit. */
const datedNote = (max: number) =>
  z.strictObject({ date: pastDate, text: text(max, { lines: 'many' }) })

const slugText = z
  .string({ error: expected('a slug') })
  .regex(slugPattern, { error: 'must be lower-case words joined by single hyphens' })

/** The name of another document, checked against the authored ones in buildDataset. */
const reference = (what: string) =>
  z.string({ error: expected(what) }).min(1, { error: `must name ${what}` })

export const authorSourceSchema = z.strictObject({
  slug: slugText,
  name: text(limits.shortText),
  /** A few sentences on the author's page. */
  bio: text(limits.description, { lines: 'many' }),
  email: z.email({ error: 'must be an email address' }),
  image: imageSourceSchema,
})

export const topicSourceSchema = z.strictObject({
  slug: slugText,
  name: text(limits.topicName),
  /** One or two sentences shown on the topic's page. */
  description: text(limits.shortText, { lines: 'many' }),
})

const citationCount = `needs ${limits.citationsMin} to ${limits.citationsMax} citations`

export const articleSourceSchema = z.strictObject({
  slug: slugText.max(limits.slug, { error: `must be at most ${limits.slug} characters` }),
  /** Also the social card's headline: in letters its typefaces have (schemas/cardText.ts). */
  headline: text(limits.headline).check(rule(cardCannotDraw)),
  /** One or two sentences: the standfirst and the default description. */
  dek: text(limits.dek, { lines: 'many' }),
  /** The badge above the headline. */
  topic: z.enum(topicBadges, { error: `must be one of: ${topicBadges.join(', ')}` }),
  /** Two to five slugs from seed/content/topics.ts. */
  topics: z
    .array(reference('a topic slug'), { error: 'is required' })
    .min(limits.topicsMin, { error: `needs ${limits.topicsMin} to ${limits.topicsMax} topics` })
    .max(limits.topicsMax, { error: `needs ${limits.topicsMin} to ${limits.topicsMax} topics` })
    .refine((list) => new Set(list).size === list.length, { error: 'lists a topic twice' }),
  publishedAt: publishDate,
  /** When an editor revised the story after publication (shown as "Updated"). */
  updatedAt: isoDate.optional(),
  /** A correction of a published error (what was wrong, what is right), shown in a dated box. */
  correction: datedNote(limits.correction).optional(),
  /** A development since publication in a story that was right (not an error), in a dated box. */
  update: datedNote(limits.update).optional(),
  /** False hides the Back to Home button on this article. */
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
  /** Stable id, for example 'summary-h1b-changes-talent'. */
  id: z.string().regex(/^summary-[a-z0-9-]+$/, { error: 'must look like summary-<words>' }),
  /** Slug of the article the card links to. */
  article: reference('an article slug'),
  title: text(limits.headline),
  excerpt: text(limits.excerpt, { lines: 'many' }),
  categories: z
    .array(z.enum(categorySlugs, { error: `must be one of: ${categorySlugs.join(', ')}` }))
    .min(1, { error: 'needs at least one category' })
    .refine((list) => new Set(list).size === list.length, { error: 'lists a category twice' }),
  homeLabel: z.enum(homeLabels, { error: `must be one of: ${homeLabels.join(', ')}` }).optional(),
  featured: z.boolean().optional(),
  /** Used for ordering; defaults to the article's. */
  publishedAt: publishDate.optional(),
  /** Defaults to the article's hero. */
  image: imageSourceSchema.optional(),
})

const titledText = z.strictObject({
  title: text(limits.shortText),
  text: text(1500, { lines: 'many' }),
})

export const settingsSourceSchema = z.strictObject({
  /** The name and the description are drawn on the social cards too. */
  siteName: text(80).check(rule(cardCannotDraw)),
  /** The published origin, used in canonical and share URLs (schemas/siteUrl.ts). */
  siteUrl: httpsUrl.check(rule(siteUrlProblem)),
  description: text(limits.dek, { lines: 'many' }).check(rule(cardCannotDraw)),
  /** Slug of the author every article is bylined to (seed/content/authors.ts). */
  newsDesk: reference('an author slug'),
  social: z.strictObject({ linkedin: httpsUrl, twitter: httpsUrl, facebook: httpsUrl }),
  contact: z.strictObject({
    email: z.email({ error: 'must be an email address' }),
    phone: text(40),
    supportHours: text(80),
    /** Lines of the office address. */
    address: z.array(text(120)).min(1, { error: 'needs at least one line' }).max(5),
    mediaEmail: z.email({ error: 'must be an email address' }),
    /** How soon replies come, e.g. 'within 24 hours'. */
    replyPromise: text(80),
  }),
})

export const categorySourceSchema = z.strictObject({
  slug: z.enum(categorySlugs, { error: `must be one of: ${categorySlugs.join(', ')}` }),
  name: text(60),
  /** The fixed one-line description shown on the listing. */
  description: text(limits.shortText),
})

export const jobSourceSchema = z.strictObject({
  id: z.string().regex(/^job-[a-z0-9-]+$/, { error: 'must look like job-<words>' }),
  title: text(limits.shortText),
  department: text(80),
  location: text(80),
  type: oneOf(jobTypes),
  description: text(limits.description, { lines: 'many' }),
})

export const benefitSourceSchema = z.strictObject({
  id: z.string().regex(/^benefit-[a-z0-9-]+$/, { error: 'must look like benefit-<words>' }),
  icon: oneOf(benefitIcons),
  title: text(80),
  description: text(limits.description, { lines: 'many' }),
})

export const aboutSourceSchema = z.strictObject({
  title: text(limits.headline),
  intro: text(800, { lines: 'many' }),
  mission: titledText,
  /** Leadership & Strategy, Industry Intelligence, Best Practices, Future of Work. */
  pillars: z.array(titledText).min(1).max(8),
  audiencesHeading: text(80),
  /** Who We Serve: exactly three audiences. */
  audiences: z.array(titledText).length(3, { error: 'needs exactly 3 audiences' }),
  commitment: titledText,
})

export const privacySourceSchema = z.strictObject({
  title: text(limits.headline),
  lastUpdated: pastDate,
  sections: z
    .array(
      z.strictObject({
        heading: text(limits.shortText),
        paragraphs: z
          .array(text(2000, { lines: 'many' }))
          .min(1, { error: 'needs at least one paragraph' }),
        items: z.array(text(600, { lines: 'many' })).optional(),
      }),
    )
    .min(1),
})

export const careersSourceSchema = z.strictObject({
  title: text(limits.headline),
  intro: text(800, { lines: 'many' }),
  valuesHeading: text(80),
  /** Excellence, Integrity, Innovation. */
  values: z.array(titledText).min(1).max(6),
  benefitsHeading: text(80),
  openingsHeading: text(80),
  closing: titledText,
})

export const homeSourceSchema = z.strictObject({
  /** Summary id of the featured breaking story. */
  featured: reference('a summary id'),
  /** Summary ids of the three trending stories. */
  trending: z.array(reference('a summary id')).length(3, { error: 'needs exactly 3 summaries' }),
})
