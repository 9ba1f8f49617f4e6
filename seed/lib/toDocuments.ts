import { unknownBlockType } from '@/schemas/undeclaredContent'
import { categorySlugs } from '@/schemas/vocabulary'
import { idField } from '@/seed/lib/checks/checker'
import { parseInline } from '@/seed/lib/markup'
import { kindOf, nonHttpsLink, unreadableMarkup } from '@/seed/lib/strings'

/**
 * The authored content as Sanity documents, converted tolerantly: a value of the wrong kind is
 * carried into the document as it is, and a field nobody declared too, so that the Studio's own
 * validation names it (seed/lib/studioIssues.ts). Keys follow the authored index (body block 3
 * is `b3`, its list item 2 `b3i2`, citation 1 `c1`), so a path Sanity reports names the
 * authored field again. What only the authoring format has (its block types and inline markup)
 * is checked here, as the conversion reads it.
 */

/** A document in Sanity's import format. */
export interface SanityDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const get = (value: unknown, key: string): unknown => (isObject(value) ? value[key] : undefined)
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** The fields of an authored object the conversion does not map, carried over for the Studio. */
const rest = (value: unknown, mapped: readonly string[]): Json =>
  isObject(value)
    ? Object.fromEntries(Object.entries(value).filter(([key]) => !mapped.includes(key)))
    : {}

export const articleId = (slug: string) => `article-${slug}`
export const categoryId = (slug: string) => `category-${slug}`
export const topicId = (slug: string) => `topic-${slug}`
export const authorId = (slug: string) => `author-${slug}`

export const articleIdOf = idField('slug', 'article-')
export const summaryIdOf = idField('id', '')

/** Noon UTC keeps the calendar day the same in every US time zone. */
export const toDateTime = (date: string) => `${date}T16:00:00.000Z`

/**
 * An authored day as the Studio's datetime. Anything else is carried as it is: checks/dates.ts
 * names it, and the Studio compares other dates with it as Date.parse reads it.
 */
const dateTime = (date: unknown) =>
  typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? toDateTime(date) : date

/** A reference to the document `idOf(name)`; a name that is no text is left to checks/references. */
const reference = (name: unknown, idOf: (name: string) => string, key?: string) =>
  typeof name === 'string'
    ? { _type: 'reference', _ref: idOf(name), ...(key ? { _key: key } : {}) }
    : undefined

const references = (names: unknown, idOf: (name: string) => string, prefix: string) =>
  Array.isArray(names) ? names.map((name, i) => reference(name, idOf, `${prefix}${i}`)) : names

/** A correction or an update as the Studio stores it, or nothing when the story has none. */
const datedNote = (type: 'correction' | 'update', note: unknown) =>
  note === undefined
    ? undefined
    : {
        _type: type,
        date: get(note, 'date'),
        text: get(note, 'text'),
        ...rest(note, ['date', 'text']),
      }

export function toFigure(image: unknown) {
  const file = get(image, 'file')
  return {
    _type: 'figure',
    _sanityAsset: typeof file === 'string' ? `image@file://./images/${file}` : undefined,
    alt: get(image, 'alt'),
    credit: get(image, 'credit'),
    ...rest(image, ['file', 'alt', 'credit']),
  }
}

/** What the conversion finds wrong in a body, at authored paths under `body`. */
type Found = { field: string; message: string }[]

/** Rich text as Portable Text; markup that would not read as it renders is reported. */
function textBlock(
  text: unknown,
  key: string,
  style: string,
  at: string,
  found: Found,
  listItem?: unknown,
) {
  if (typeof text !== 'string')
    found.push({
      field: at,
      message: text === undefined ? 'is required' : `must be text, not ${kindOf(text)}`,
    })
  else {
    const markup = nonHttpsLink(text) ?? unreadableMarkup(text)
    if (markup) found.push({ field: at, message: markup })
  }
  const { children, markDefs } = parseInline(typeof text === 'string' ? text : '', key)
  return {
    _type: 'block',
    _key: key,
    style,
    ...(listItem ? { listItem, level: 1 } : {}),
    markDefs,
    children,
  }
}

/** A list of the authoring format holds 2 to 12 items: Portable Text has no list to count. */
const listItems = { min: 2, max: 12 }

function toPortableText(body: unknown, found: Found): unknown {
  if (!Array.isArray(body)) return body
  return body.flatMap((block: unknown, index): object[] => {
    const key = `b${index}`
    const at = `body[${index}]`
    const type = get(block, 'type')
    const extra = rest(block, ['type', 'text', 'level', 'style', 'items'])
    const value = (field: string) => get(block, field)
    switch (type) {
      case 'lead':
        return [{ ...textBlock(value('text'), key, 'lead', `${at}.text`, found), ...extra }]
      case 'paragraph':
        return [{ ...textBlock(value('text'), key, 'normal', `${at}.text`, found), ...extra }]
      case 'heading':
        return [
          {
            ...textBlock(
              value('text'),
              key,
              `h${String(value('level') ?? 2)}`,
              `${at}.text`,
              found,
            ),
            ...extra,
          },
        ]
      case 'list': {
        const items = value('items')
        if (!Array.isArray(items) || items.length < listItems.min || items.length > listItems.max)
          found.push({
            field: `${at}.items`,
            message: `A list needs ${listItems.min} to ${listItems.max} items`,
          })
        return listOf(items).map((item, i) =>
          textBlock(item, `${key}i${i}`, 'normal', `${at}.items[${i}]`, found, value('style')),
        )
      }
      case 'diveBrief':
        return [
          {
            _type: 'diveBrief',
            _key: key,
            points: value('points'),
            ...rest(block, ['type', 'points']),
          },
        ]
      case 'diveInsight':
        return [
          {
            _type: 'diveInsight',
            _key: key,
            heading: value('heading'),
            ...rest(block, ['type', 'heading']),
          },
        ]
      case 'pullQuote':
        return [
          {
            _type: 'pullQuote',
            _key: key,
            quote: value('quote'),
            attribution: value('attribution'),
            context: value('context'),
            ...rest(block, ['type', 'quote', 'attribution', 'context']),
          },
        ]
      case 'callout':
        return [
          {
            _type: 'callout',
            _key: key,
            tone: value('tone'),
            title: value('title'),
            text: value('text'),
            ...rest(block, ['type', 'tone', 'title', 'text']),
          },
        ]
      case 'actionItems':
      case 'takeaways':
        return [
          {
            _type: type,
            _key: key,
            title: value('title'),
            items: value('items'),
            ...rest(block, ['type', 'title', 'items']),
          },
        ]
      default:
        // The authoring format's own block types: the Studio knows only the blocks they become.
        found.push({ field: `${at}.type`, message: unknownBlockType })
        return []
    }
  })
}

const articleFields = [
  'slug',
  'headline',
  'dek',
  'topic',
  'topics',
  'publishedAt',
  'updatedAt',
  'correction',
  'update',
  'showBackToHome',
  'hero',
  'body',
  'citations',
] as const

/** An article and what its conversion found wrong, by authored field. */
export function toArticle(
  source: unknown,
  index: number,
  authorSlug: unknown,
): { document: SanityDocument; found: Found } {
  const found: Found = []
  const slug = get(source, 'slug')
  const document: SanityDocument = {
    _id: articleIdOf(source, index),
    _type: 'article',
    headline: get(source, 'headline'),
    slug: slug === undefined ? undefined : { _type: 'slug', current: slug },
    dek: get(source, 'dek'),
    topic: get(source, 'topic'),
    topics: references(get(source, 'topics'), topicId, 't'),
    author: reference(authorSlug, authorId),
    publishedAt: dateTime(get(source, 'publishedAt')),
    updatedAt: dateTime(get(source, 'updatedAt')),
    correction: datedNote('correction', get(source, 'correction')),
    update: datedNote('update', get(source, 'update')),
    showBackToHome: get(source, 'showBackToHome'),
    hero: toFigure(get(source, 'hero')),
    body: toPortableText(get(source, 'body'), found),
    citations: Array.isArray(get(source, 'citations'))
      ? listOf(get(source, 'citations')).map((citation, i) => ({
          _type: 'citation',
          _key: `c${i}`,
          ...rest(citation, []),
        }))
      : get(source, 'citations'),
    ...rest(source, articleFields),
  }
  return { document, found }
}

export function toSummary(
  source: unknown,
  index: number,
  articlePublishedAt: unknown,
): SanityDocument {
  return {
    _id: summaryIdOf(source, index),
    _type: 'summary',
    title: get(source, 'title'),
    excerpt: get(source, 'excerpt'),
    article: reference(get(source, 'article'), articleId),
    categories: references(get(source, 'categories'), categoryId, 'k'),
    homeLabel: get(source, 'homeLabel'),
    featured: get(source, 'featured') ?? false,
    publishedAt: dateTime(get(source, 'publishedAt') ?? articlePublishedAt),
    image: get(source, 'image') === undefined ? undefined : toFigure(get(source, 'image')),
    ...rest(source, [
      'id',
      'title',
      'excerpt',
      'article',
      'categories',
      'homeLabel',
      'featured',
      'publishedAt',
      'image',
    ]),
  }
}

export function toCategory(source: unknown, index: number): SanityDocument {
  const slug = get(source, 'slug')
  return {
    _id: idField('slug', 'category-')(source, index),
    _type: 'category',
    name: get(source, 'name'),
    slug: { _type: 'slug', current: slug },
    description: get(source, 'description'),
    order: categorySlugs.indexOf(slug as (typeof categorySlugs)[number]),
    ...rest(source, ['slug', 'name', 'description']),
  }
}

export const toAuthor = (source: unknown, index: number): SanityDocument => ({
  _id: idField('slug', 'author-')(source, index),
  _type: 'author',
  name: get(source, 'name'),
  slug: { _type: 'slug', current: get(source, 'slug') },
  bio: get(source, 'bio'),
  email: get(source, 'email'),
  image: toFigure(get(source, 'image')),
  ...rest(source, ['slug', 'name', 'bio', 'email', 'image']),
})

export const toTopic = (source: unknown, index: number): SanityDocument => ({
  _id: idField('slug', 'topic-')(source, index),
  _type: 'topic',
  name: get(source, 'name'),
  slug: { _type: 'slug', current: get(source, 'slug') },
  description: get(source, 'description'),
  ...rest(source, ['slug', 'name', 'description']),
})

export const toJob = (source: unknown, order: number): SanityDocument => ({
  _type: 'job',
  _id: idField('id', '')(source, order),
  title: get(source, 'title'),
  department: get(source, 'department'),
  location: get(source, 'location'),
  type: get(source, 'type'),
  description: get(source, 'description'),
  order,
  ...rest(source, ['id', 'title', 'department', 'location', 'type', 'description']),
})

export const toBenefit = (source: unknown, order: number): SanityDocument => ({
  _type: 'benefit',
  _id: idField('id', '')(source, order),
  icon: get(source, 'icon'),
  title: get(source, 'title'),
  description: get(source, 'description'),
  order,
  ...rest(source, ['id', 'icon', 'title', 'description']),
})

const titled = (value: unknown, key?: string) =>
  isObject(value) ? { _type: 'titledText', ...(key ? { _key: key } : {}), ...value } : value

const titledList = (value: unknown, prefix: string) =>
  Array.isArray(value) ? value.map((item, i) => titled(item, `${prefix}${i}`)) : value

export const toSettings = (source: unknown): SanityDocument => ({
  _id: 'siteSettings',
  _type: 'siteSettings',
  ...rest(source, []),
  newsDesk: reference(get(source, 'newsDesk'), authorId),
})

export const toHomePage = (source: unknown): SanityDocument => ({
  _id: 'homePage',
  _type: 'homePage',
  featured: reference(get(source, 'featured'), (id) => id),
  trending: references(get(source, 'trending'), (id) => id, 't'),
  ...rest(source, ['featured', 'trending']),
})

export const toAboutPage = (source: unknown): SanityDocument => ({
  _id: 'aboutPage',
  _type: 'aboutPage',
  title: get(source, 'title'),
  intro: get(source, 'intro'),
  mission: titled(get(source, 'mission')),
  pillars: titledList(get(source, 'pillars'), 'p'),
  audiencesHeading: get(source, 'audiencesHeading'),
  audiences: titledList(get(source, 'audiences'), 'a'),
  commitment: titled(get(source, 'commitment')),
  ...rest(source, [
    'title',
    'intro',
    'mission',
    'pillars',
    'audiencesHeading',
    'audiences',
    'commitment',
  ]),
})

export const toPrivacyPage = (source: unknown): SanityDocument => ({
  _id: 'privacyPage',
  _type: 'privacyPage',
  title: get(source, 'title'),
  lastUpdated: get(source, 'lastUpdated'),
  sections: Array.isArray(get(source, 'sections'))
    ? listOf(get(source, 'sections')).map((section, i) => ({
        _type: 'privacySection',
        _key: `s${i}`,
        ...rest(section, []),
      }))
    : get(source, 'sections'),
  ...rest(source, ['title', 'lastUpdated', 'sections']),
})

export const toCareersPage = (source: unknown): SanityDocument => ({
  _id: 'careersPage',
  _type: 'careersPage',
  title: get(source, 'title'),
  intro: get(source, 'intro'),
  valuesHeading: get(source, 'valuesHeading'),
  values: titledList(get(source, 'values'), 'v'),
  benefitsHeading: get(source, 'benefitsHeading'),
  openingsHeading: get(source, 'openingsHeading'),
  closing: titled(get(source, 'closing')),
  ...rest(source, [
    'title',
    'intro',
    'valuesHeading',
    'values',
    'benefitsHeading',
    'openingsHeading',
    'closing',
  ]),
})
