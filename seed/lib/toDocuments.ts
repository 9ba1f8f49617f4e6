import type { z } from 'zod'
import { categorySlugs } from '../../schemas/vocabulary'
import { parseInline } from './markup'
import type {
  aboutSourceSchema,
  articleSourceSchema,
  authorSourceSchema,
  benefitSourceSchema,
  careersSourceSchema,
  categorySourceSchema,
  homeSourceSchema,
  imageSourceSchema,
  jobSourceSchema,
  privacySourceSchema,
  settingsSourceSchema,
  summarySourceSchema,
  topicSourceSchema,
} from './sourceSchemas'

/** A document in Sanity's import format. */
export interface SanityDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

type BodyBlock = z.infer<typeof articleSourceSchema>['body'][number]

export const articleId = (slug: string) => `article-${slug}`
export const categoryId = (slug: string) => `category-${slug}`
export const topicId = (slug: string) => `topic-${slug}`
export const authorId = (slug: string) => `author-${slug}`

/** Noon UTC keeps the calendar day the same in every US time zone. */
export const toDateTime = (date: string) => `${date}T16:00:00.000Z`

const reference = (ref: string, key?: string) => ({
  _type: 'reference',
  _ref: ref,
  ...(key ? { _key: key } : {}),
})

/** A correction or an update as the Studio stores it, or nothing when the story has none. */
const datedNote = (type: 'correction' | 'update', note?: { date: string; text: string }) =>
  note ? { _type: type, date: note.date, text: note.text } : undefined

export function toFigure(image: z.infer<typeof imageSourceSchema>) {
  return {
    _type: 'figure',
    _sanityAsset: `image@file://./images/${image.file}`,
    alt: image.alt,
    credit: image.credit,
  }
}

function textBlock(text: string, key: string, style: string, listItem?: 'bullet' | 'number') {
  const { children, markDefs } = parseInline(text, key)
  return {
    _type: 'block',
    _key: key,
    style,
    ...(listItem ? { listItem, level: 1 } : {}),
    markDefs,
    children,
  }
}

function toPortableText(body: BodyBlock[]): object[] {
  return body.flatMap((block, index): object[] => {
    const key = `b${index}`
    switch (block.type) {
      case 'lead':
        return [textBlock(block.text, key, 'lead')]
      case 'paragraph':
        return [textBlock(block.text, key, 'normal')]
      case 'heading':
        return [textBlock(block.text, key, `h${block.level ?? 2}`)]
      case 'list':
        return block.items.map((item, i) => textBlock(item, `${key}i${i}`, 'normal', block.style))
      case 'diveBrief':
        return [{ _type: 'diveBrief', _key: key, points: block.points }]
      case 'diveInsight':
        return [{ _type: 'diveInsight', _key: key, heading: block.heading }]
      case 'pullQuote':
        return [
          {
            _type: 'pullQuote',
            _key: key,
            quote: block.quote,
            attribution: block.attribution,
            context: block.context,
          },
        ]
      case 'callout':
        return [
          {
            _type: 'callout',
            _key: key,
            tone: block.tone,
            title: block.title,
            text: block.text,
          },
        ]
      case 'actionItems':
      case 'takeaways':
        return [{ _type: block.type, _key: key, title: block.title, items: block.items }]
    }
  })
}

export function toArticle(
  source: z.infer<typeof articleSourceSchema>,
  authorSlug: string,
): SanityDocument {
  return {
    _id: articleId(source.slug),
    _type: 'article',
    headline: source.headline,
    slug: { _type: 'slug', current: source.slug },
    dek: source.dek,
    topic: source.topic,
    topics: source.topics.map((slug, i) => reference(topicId(slug), `t${i}`)),
    author: reference(authorId(authorSlug)),
    publishedAt: toDateTime(source.publishedAt),
    updatedAt: source.updatedAt ? toDateTime(source.updatedAt) : undefined,
    correction: datedNote('correction', source.correction),
    update: datedNote('update', source.update),
    showBackToHome: source.showBackToHome,
    hero: toFigure(source.hero),
    body: toPortableText(source.body),
    citations: source.citations.map((citation, i) => ({
      _type: 'citation',
      _key: `c${i}`,
      ...citation,
    })),
  }
}

export function toSummary(
  source: z.infer<typeof summarySourceSchema>,
  articlePublishedAt: string,
): SanityDocument {
  return {
    _id: source.id,
    _type: 'summary',
    title: source.title,
    excerpt: source.excerpt,
    article: reference(articleId(source.article)),
    categories: source.categories.map((slug, i) => reference(categoryId(slug), `k${i}`)),
    homeLabel: source.homeLabel,
    featured: source.featured ?? false,
    publishedAt: toDateTime(source.publishedAt ?? articlePublishedAt),
    image: source.image ? toFigure(source.image) : undefined,
  }
}

export function toCategory(source: z.infer<typeof categorySourceSchema>): SanityDocument {
  return {
    _id: categoryId(source.slug),
    _type: 'category',
    name: source.name,
    slug: { _type: 'slug', current: source.slug },
    description: source.description,
    order: categorySlugs.indexOf(source.slug),
  }
}

export const toAuthor = (source: z.infer<typeof authorSourceSchema>): SanityDocument => ({
  _id: authorId(source.slug),
  _type: 'author',
  name: source.name,
  slug: { _type: 'slug', current: source.slug },
  bio: source.bio,
  email: source.email,
  image: toFigure(source.image),
})

export const toTopic = (source: z.infer<typeof topicSourceSchema>): SanityDocument => ({
  _id: topicId(source.slug),
  _type: 'topic',
  name: source.name,
  slug: { _type: 'slug', current: source.slug },
  description: source.description,
})

export const toJob = (source: z.infer<typeof jobSourceSchema>, order: number): SanityDocument => ({
  _type: 'job',
  _id: source.id,
  title: source.title,
  department: source.department,
  location: source.location,
  type: source.type,
  description: source.description,
  order,
})

export const toBenefit = (
  source: z.infer<typeof benefitSourceSchema>,
  order: number,
): SanityDocument => ({
  _type: 'benefit',
  _id: source.id,
  icon: source.icon,
  title: source.title,
  description: source.description,
  order,
})

const titled = (value: { title: string; text: string }, key?: string) => ({
  _type: 'titledText',
  ...(key ? { _key: key } : {}),
  ...value,
})

export const toSettings = (source: z.infer<typeof settingsSourceSchema>): SanityDocument => ({
  _id: 'siteSettings',
  _type: 'siteSettings',
  ...source,
  newsDesk: reference(authorId(source.newsDesk)),
})

export const toHomePage = (source: z.infer<typeof homeSourceSchema>): SanityDocument => ({
  _id: 'homePage',
  _type: 'homePage',
  featured: reference(source.featured),
  trending: source.trending.map((id, i) => reference(id, `t${i}`)),
})

export const toAboutPage = (source: z.infer<typeof aboutSourceSchema>): SanityDocument => ({
  _id: 'aboutPage',
  _type: 'aboutPage',
  title: source.title,
  intro: source.intro,
  mission: titled(source.mission),
  pillars: source.pillars.map((pillar, i) => titled(pillar, `p${i}`)),
  audiencesHeading: source.audiencesHeading,
  audiences: source.audiences.map((audience, i) => titled(audience, `a${i}`)),
  commitment: titled(source.commitment),
})

export const toPrivacyPage = (source: z.infer<typeof privacySourceSchema>): SanityDocument => ({
  _id: 'privacyPage',
  _type: 'privacyPage',
  title: source.title,
  lastUpdated: source.lastUpdated,
  sections: source.sections.map((section, i) => ({
    _type: 'privacySection',
    _key: `s${i}`,
    ...section,
  })),
})

export const toCareersPage = (source: z.infer<typeof careersSourceSchema>): SanityDocument => ({
  _id: 'careersPage',
  _type: 'careersPage',
  title: source.title,
  intro: source.intro,
  valuesHeading: source.valuesHeading,
  values: source.values.map((value, i) => titled(value, `v${i}`)),
  benefitsHeading: source.benefitsHeading,
  openingsHeading: source.openingsHeading,
  closing: titled(source.closing),
})
