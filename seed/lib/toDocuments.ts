import { unknownBlockType } from '@/schemas/undeclaredContent'
import { categorySlugs } from '@/schemas/vocabulary'
import {
  fieldOf,
  idField,
  moduleName,
  summarySourcesOf,
  type UncheckedContent,
} from '@/seed/lib/checks/checker'
import { parseInline } from '@/seed/lib/markup'
import { nonHttpsLink, printable, unreadableMarkup } from '@/seed/lib/strings'
import { kindOf } from '@/schemas/valueKinds'

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
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** Marks a field taken as authored, under the same name. */
const asAuthored = Symbol('as authored')

/**
 * `fields` in their order, each `asAuthored` taken from `source`, then every other field the
 * author wrote (but `consumed`, mapped to another name), for the Studio to name if it has no such
 * field. The order is the dataset's: the same content gives the same bytes.
 */
function shaped(source: unknown, fields: Json, consumed: readonly string[] = []): Json {
  const out: Json = {}
  for (const [name, value] of Object.entries(fields))
    out[name] = value === asAuthored ? fieldOf(source, name) : value
  if (isObject(source))
    for (const [name, value] of Object.entries(source))
      if (!(name in fields) && !consumed.includes(name)) out[name] = value
  return out
}

/** Ids as the documents' own (idField), so a reference finds the document its name made. */
export const articleId = (slug: string) => `article-${printable(slug)}`
export const categoryId = (slug: string) => `category-${printable(slug)}`
export const topicId = (slug: string) => `topic-${printable(slug)}`
export const authorId = (slug: string) => `author-${printable(slug)}`

export const articleIdOf = idField('slug', 'article-')
export const categoryIdOf = idField('slug', 'category-')
export const topicIdOf = idField('slug', 'topic-')
export const authorIdOf = idField('slug', 'author-')
/** Summaries, jobs and benefits carry their id as authored. */
export const authoredIdOf = idField('id', '')

/** Noon UTC keeps the calendar day the same in every US time zone. */
export const toDateTime = (date: string) => `${date}T16:00:00.000Z`

/**
 * An authored day as the Studio's datetime. Anything else is carried as it is: checks/dates.ts
 * names it, and the Studio compares other dates with it as Date.parse reads it.
 */
const dateTime = (date: unknown) =>
  typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? toDateTime(date) : date

/** A reference to the document `idOf(name)`; a name that is no text is carried for the Studio. */
const reference = (name: unknown, idOf: (name: string) => string, key?: string) =>
  typeof name === 'string'
    ? { _type: 'reference', _ref: idOf(name), ...(key ? { _key: key } : {}) }
    : name

const references = (names: unknown, idOf: (name: string) => string, prefix: string) =>
  Array.isArray(names) ? names.map((name, i) => reference(name, idOf, `${prefix}${i}`)) : names

/** A correction or an update as the Studio stores it, or nothing when the story has none. */
const datedNote = (_type: 'correction' | 'update', note: unknown) =>
  note === undefined ? undefined : shaped(note, { _type, date: asAuthored, text: asAuthored })

/** An image as the Studio stores it; anything but an authored image is carried as it is. */
export function toFigure(image: unknown) {
  if (!isObject(image)) return image
  const file = fieldOf(image, 'file')
  const _sanityAsset = typeof file === 'string' ? `image@file://./images/${file}` : undefined
  return shaped(image, { _type: 'figure', _sanityAsset, alt: asAuthored, credit: asAuthored }, [
    'file',
  ])
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

/** The fields of each object block, in the dataset's order. */
const objectBlocks: Record<string, string[]> = {
  diveBrief: ['points'],
  diveInsight: ['heading'],
  pullQuote: ['quote', 'attribution', 'context'],
  callout: ['tone', 'title', 'text'],
  actionItems: ['title', 'items'],
  takeaways: ['title', 'items'],
}

const textStyles: Record<string, (block: unknown) => string> = {
  lead: () => 'lead',
  paragraph: () => 'normal',
  heading: (block) => (fieldOf(block, 'level') === 3 ? 'h3' : 'h2'),
}

function toPortableText(body: unknown, found: Found): unknown {
  if (!Array.isArray(body)) return body
  return body.flatMap((block: unknown, index): object[] => {
    const key = `b${index}`
    const at = `body[${index}]`
    const type = fieldOf(block, 'type')
    const style = typeof type === 'string' ? textStyles[type] : undefined
    const fields = typeof type === 'string' ? objectBlocks[type] : undefined
    // The authoring format's heading level, which becomes the Studio's style h2 or h3.
    const level = fieldOf(block, 'level')
    if (type === 'heading' && level !== undefined && level !== 2 && level !== 3)
      found.push({ field: `${at}.level`, message: 'must be 2 or 3' })
    if (style)
      return [
        shaped(block, textBlock(fieldOf(block, 'text'), key, style(block), `${at}.text`, found), [
          'type',
          'text',
          'level',
        ]),
      ]
    if (fields)
      return [
        shaped(
          block,
          {
            _type: type,
            _key: key,
            ...Object.fromEntries(fields.map((name) => [name, asAuthored])),
          },
          ['type'],
        ),
      ]
    if (type === 'list') {
      const items = fieldOf(block, 'items')
      if (!Array.isArray(items) || items.length < listItems.min || items.length > listItems.max)
        found.push({
          field: `${at}.items`,
          message: `A list needs ${listItems.min} to ${listItems.max} items`,
        })
      return listOf(items).map((item, i) =>
        textBlock(
          item,
          `${key}i${i}`,
          'normal',
          `${at}.items[${i}]`,
          found,
          fieldOf(block, 'style'),
        ),
      )
    }
    // The authoring format's own block types: the Studio knows only the blocks they become.
    found.push({ field: `${at}.type`, message: unknownBlockType })
    return []
  })
}

/** An article and what its conversion found wrong, by authored field. */
export function toArticle(
  source: unknown,
  index: number,
  authorSlug: unknown,
): { document: SanityDocument; found: Found } {
  const found: Found = []
  const slug = fieldOf(source, 'slug')
  const citations = fieldOf(source, 'citations')
  const document = shaped(source, {
    _id: articleIdOf(source, index),
    _type: 'article',
    headline: asAuthored,
    slug: slug === undefined ? undefined : { _type: 'slug', current: slug },
    dek: asAuthored,
    topic: asAuthored,
    topics: references(fieldOf(source, 'topics'), topicId, 't'),
    author: reference(authorSlug, authorId),
    publishedAt: dateTime(fieldOf(source, 'publishedAt')),
    updatedAt: dateTime(fieldOf(source, 'updatedAt')),
    correction: datedNote('correction', fieldOf(source, 'correction')),
    update: datedNote('update', fieldOf(source, 'update')),
    showBackToHome: asAuthored,
    hero: toFigure(fieldOf(source, 'hero')),
    body: toPortableText(fieldOf(source, 'body'), found),
    citations: Array.isArray(citations)
      ? citations.map((citation, i) => shaped(citation, { _type: 'citation', _key: `c${i}` }))
      : citations,
  }) as SanityDocument
  return { document, found }
}

export const toSummary = (source: unknown, index: number, articlePublishedAt: unknown) =>
  shaped(
    source,
    {
      _id: authoredIdOf(source, index),
      _type: 'summary',
      title: asAuthored,
      excerpt: asAuthored,
      article: reference(fieldOf(source, 'article'), articleId),
      categories: references(fieldOf(source, 'categories'), categoryId, 'k'),
      homeLabel: asAuthored,
      featured: fieldOf(source, 'featured') ?? false,
      publishedAt: dateTime(fieldOf(source, 'publishedAt') ?? articlePublishedAt),
      image: toFigure(fieldOf(source, 'image')),
    },
    ['id'],
  ) as SanityDocument

const slugOf = (source: unknown) => ({ _type: 'slug', current: fieldOf(source, 'slug') })

export const toCategory = (source: unknown, index: number) =>
  shaped(source, {
    _id: categoryIdOf(source, index),
    _type: 'category',
    name: asAuthored,
    slug: slugOf(source),
    description: asAuthored,
    order: categorySlugs.indexOf(fieldOf(source, 'slug') as (typeof categorySlugs)[number]),
  }) as SanityDocument

export const toAuthor = (source: unknown, index: number) =>
  shaped(source, {
    _id: authorIdOf(source, index),
    _type: 'author',
    name: asAuthored,
    slug: slugOf(source),
    bio: asAuthored,
    email: asAuthored,
    image: toFigure(fieldOf(source, 'image')),
  }) as SanityDocument

export const toTopic = (source: unknown, index: number) =>
  shaped(source, {
    _id: topicIdOf(source, index),
    _type: 'topic',
    name: asAuthored,
    slug: slugOf(source),
    description: asAuthored,
  }) as SanityDocument

/** A job or a benefit: the page lists them in the authored order. */
const ordered = (_type: string, fields: string[]) => (source: unknown, order: number) =>
  shaped(
    source,
    {
      _type,
      _id: authoredIdOf(source, order),
      ...Object.fromEntries(fields.map((name) => [name, asAuthored])),
      order,
    },
    ['id'],
  ) as SanityDocument

export const toJob = ordered('job', ['title', 'department', 'location', 'type', 'description'])
export const toBenefit = ordered('benefit', ['icon', 'title', 'description'])

const titled = (value: unknown, key?: string) =>
  isObject(value) ? { _type: 'titledText', ...(key ? { _key: key } : {}), ...value } : value

const titledList = (value: unknown, prefix: string) =>
  Array.isArray(value) ? value.map((item, i) => titled(item, `${prefix}${i}`)) : value

export const toSettings = (source: unknown) =>
  ({
    _id: 'siteSettings',
    _type: 'siteSettings',
    ...shaped(source, {}),
    newsDesk: reference(fieldOf(source, 'newsDesk'), authorId),
  }) as SanityDocument

export const toHomePage = (source: unknown) =>
  shaped(source, {
    _id: 'homePage',
    _type: 'homePage',
    featured: reference(fieldOf(source, 'featured'), printable),
    trending: references(fieldOf(source, 'trending'), printable, 't'),
  }) as SanityDocument

export const toAboutPage = (source: unknown) =>
  shaped(source, {
    _id: 'aboutPage',
    _type: 'aboutPage',
    title: asAuthored,
    intro: asAuthored,
    mission: titled(fieldOf(source, 'mission')),
    pillars: titledList(fieldOf(source, 'pillars'), 'p'),
    audiencesHeading: asAuthored,
    audiences: titledList(fieldOf(source, 'audiences'), 'a'),
    commitment: titled(fieldOf(source, 'commitment')),
  }) as SanityDocument

export const toPrivacyPage = (source: unknown) => {
  const sections = fieldOf(source, 'sections')
  return shaped(source, {
    _id: 'privacyPage',
    _type: 'privacyPage',
    title: asAuthored,
    lastUpdated: asAuthored,
    sections: Array.isArray(sections)
      ? sections.map((section, i) => shaped(section, { _type: 'privacySection', _key: `s${i}` }))
      : sections,
  }) as SanityDocument
}

export const toCareersPage = (source: unknown) =>
  shaped(source, {
    _id: 'careersPage',
    _type: 'careersPage',
    title: asAuthored,
    intro: asAuthored,
    valuesHeading: asAuthored,
    values: titledList(fieldOf(source, 'values'), 'v'),
    benefitsHeading: asAuthored,
    openingsHeading: asAuthored,
    closing: titled(fieldOf(source, 'closing')),
  }) as SanityDocument

/**
 * The authored content as the dataset's documents (in no order), each with where it was
 * authored, the articles with what their conversion found wrong, and the documents the Studio's
 * rules are to check.
 */
export function toDataset(content: UncheckedContent) {
  const newsDesk = fieldOf(content.settings, 'newsDesk')
  const articles = content.articles.map(({ article }, i) => toArticle(article, i, newsDesk))
  const publishedAt = new Map(
    content.articles.map(({ article }) => [
      fieldOf(article, 'slug'),
      fieldOf(article, 'publishedAt'),
    ]),
  )
  const summarySources = summarySourcesOf(content)
  const summaries = summarySources.map(({ value }, i) =>
    toSummary(value, i, publishedAt.get(fieldOf(value, 'article'))),
  )
  const listed = (
    label: string,
    value: unknown,
    to: (source: unknown, i: number) => SanityDocument,
  ) => listOf(value).map((source, i) => ({ document: to(source, i), where: `${label}[${i}]` }))
  const placed = [
    ...[
      toSettings(content.settings),
      toHomePage(content.home),
      toAboutPage(content.about),
      toPrivacyPage(content.privacy),
      toCareersPage(content.careers),
    ].map((document) => ({ document, where: document._id })),
    ...listed('categories', content.categories, toCategory),
    ...listed('topics', content.topics, toTopic),
    ...listed('authors', content.authors, toAuthor),
    ...listed('jobs', content.jobs, toJob),
    ...listed('benefits', content.benefits, toBenefit),
    ...articles.map(({ document }, i) => ({ document, where: moduleName(content, i) })),
    ...summaries.map((document, i) => ({ document, where: summarySources[i]!.where })),
  ]
  const documents = placed.map(({ document }) => document)
  // A benchmark's copies of checked stories (seed/synthetic.ts) skip the Studio's rules, which
  // take about 20 ms of CPU a story: over three minutes for the bench's 10,000.
  const isCopy = (module: number) => content.articles[module]!.synthetic === true
  const copies = new Set<SanityDocument>([
    ...articles.flatMap(({ document }, i) => (isCopy(i) ? [document] : [])),
    ...summaries.filter((_, i) => isCopy(summarySources[i]!.module)),
  ])
  return {
    documents,
    placed,
    articles,
    checked: documents.filter((document) => !copies.has(document)),
  }
}
