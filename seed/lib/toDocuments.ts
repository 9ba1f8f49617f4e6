import { articleBody } from '@/schemas/objects/blocks'
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
import { printable, unreadableMarkup } from '@/seed/lib/strings'
import { isObject, kindOf } from '@/schemas/valueKinds'

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
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/**
 * The authored fields but `consumed` (mapped to another name), in their order, for the Studio to
 * name any it has no such field for. The same content gives the same bytes.
 */
const authored = (source: unknown, ...consumed: string[]): Json =>
  isObject(source)
    ? Object.fromEntries(Object.entries(source).filter(([name]) => !consumed.includes(name)))
    : {}

/** An object as the Studio stores it, of `_type` (with `_key` in a list); anything else as it is. */
const typed = (_type: string, value: unknown, key?: string) =>
  isObject(value) ? { _type, ...(key ? { _key: key } : {}), ...value } : value

const typedList = (_type: string, value: unknown, prefix: string) =>
  Array.isArray(value) ? value.map((item, i) => typed(_type, item, `${prefix}${i}`)) : value

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

/**
 * An authored day as the Studio's datetime, at noon UTC, which keeps the calendar day the same in
 * every US time zone. Anything else is carried as it is: checks/dates.ts names it, and the Studio
 * compares other dates with it as Date.parse reads it.
 */
const dateTime = (date: unknown) =>
  typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T16:00:00.000Z` : date

/** A reference to the document `idOf(name)`; a name that is no text is carried for the Studio. */
const reference = (name: unknown, idOf: (name: string) => string, key?: string) =>
  typeof name === 'string'
    ? { _type: 'reference', _ref: idOf(name), ...(key ? { _key: key } : {}) }
    : name

const references = (names: unknown, idOf: (name: string) => string, prefix: string) =>
  Array.isArray(names) ? names.map((name, i) => reference(name, idOf, `${prefix}${i}`)) : names

/** An image as the Studio stores it; anything but an authored image is carried as it is. */
export function toFigure(image: unknown) {
  if (!isObject(image)) return image
  const file = fieldOf(image, 'file')
  const _sanityAsset = typeof file === 'string' ? `image@file://./images/${file}` : undefined
  return { _type: 'figure', _sanityAsset, ...authored(image, 'file') }
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
    const markup = unreadableMarkup(text)
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

/** The body's object blocks, which the authoring format names by their Studio type. */
const objectBlocks = new Set<string>(
  articleBody.of.map(({ type }) => type).filter((type) => type !== 'block'),
)

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
    // The authoring format's heading level, which becomes the Studio's style h2 or h3.
    const level = fieldOf(block, 'level')
    if (type === 'heading' && level !== undefined && level !== 2 && level !== 3)
      found.push({ field: `${at}.level`, message: 'must be 2 or 3' })
    if (style)
      return [
        {
          ...textBlock(fieldOf(block, 'text'), key, style(block), `${at}.text`, found),
          ...authored(block, 'type', 'text', 'level'),
        },
      ]
    if (typeof type === 'string' && objectBlocks.has(type))
      return [{ _type: type, _key: key, ...authored(block, 'type') }]
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
  const document = {
    _id: articleIdOf(source, index),
    _type: 'article',
    ...authored(source),
    slug: slug === undefined ? undefined : { _type: 'slug', current: slug },
    topics: references(fieldOf(source, 'topics'), topicId, 't'),
    author: reference(authorSlug, authorId),
    publishedAt: dateTime(fieldOf(source, 'publishedAt')),
    updatedAt: dateTime(fieldOf(source, 'updatedAt')),
    correction: typed('correction', fieldOf(source, 'correction')),
    update: typed('update', fieldOf(source, 'update')),
    hero: toFigure(fieldOf(source, 'hero')),
    body: toPortableText(fieldOf(source, 'body'), found),
    citations: typedList('citation', fieldOf(source, 'citations'), 'c'),
  }
  return { document, found }
}

export const toSummary = (source: unknown, index: number, articlePublishedAt: unknown) => ({
  _id: authoredIdOf(source, index),
  _type: 'summary',
  ...authored(source, 'id'),
  article: reference(fieldOf(source, 'article'), articleId),
  categories: references(fieldOf(source, 'categories'), categoryId, 'k'),
  featured: fieldOf(source, 'featured') ?? false,
  publishedAt: dateTime(fieldOf(source, 'publishedAt') ?? articlePublishedAt),
  image: toFigure(fieldOf(source, 'image')),
})

/** A category, a topic or an author: a slug of its own, and what else its type takes. */
const named =
  (
    _type: string,
    idOf: (source: unknown, i: number) => string,
    more: (source: unknown) => Json = () => ({}),
  ) =>
  (source: unknown, index: number): SanityDocument => ({
    _id: idOf(source, index),
    _type,
    ...authored(source),
    slug: { _type: 'slug', current: fieldOf(source, 'slug') },
    ...more(source),
  })

export const toCategory = named('category', categoryIdOf, (source) => ({
  order: categorySlugs.indexOf(fieldOf(source, 'slug') as (typeof categorySlugs)[number]),
}))
export const toTopic = named('topic', topicIdOf)
export const toAuthor = named('author', authorIdOf, (source) => ({
  image: toFigure(fieldOf(source, 'image')),
}))

/** A job or a benefit: the page lists them in the authored order. */
const ordered = (_type: string) => (source: unknown, order: number) => ({
  _id: authoredIdOf(source, order),
  _type,
  ...authored(source, 'id'),
  order,
})

export const toJob = ordered('job')
export const toBenefit = ordered('benefit')

/** A singleton's fields as the Studio stores them, by its type, which is also its id. */
const singletonFields = {
  siteSettings: (source: unknown) => ({
    newsDesk: reference(fieldOf(source, 'newsDesk'), authorId),
  }),
  homePage: (source: unknown) => ({
    featured: reference(fieldOf(source, 'featured'), printable),
    trending: references(fieldOf(source, 'trending'), printable, 't'),
  }),
  aboutPage: (source: unknown) => ({
    mission: typed('titledText', fieldOf(source, 'mission')),
    pillars: typedList('titledText', fieldOf(source, 'pillars'), 'p'),
    audiences: typedList('titledText', fieldOf(source, 'audiences'), 'a'),
    commitment: typed('titledText', fieldOf(source, 'commitment')),
  }),
  privacyPage: (source: unknown) => ({
    sections: typedList('privacySection', fieldOf(source, 'sections'), 's'),
  }),
  careersPage: (source: unknown) => ({
    values: typedList('titledText', fieldOf(source, 'values'), 'v'),
    closing: typed('titledText', fieldOf(source, 'closing')),
  }),
}

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
  ) =>
    listOf(value).map((source, i) => ({ document: to(source, i), source, where: `${label}[${i}]` }))
  const singletons = {
    siteSettings: content.settings,
    homePage: content.home,
    aboutPage: content.about,
    privacyPage: content.privacy,
    careersPage: content.careers,
  }
  /** Each document with what it was made of and where that was authored. */
  const placed = [
    ...Object.entries(singletons).map(([_type, source]) => ({
      document: {
        _id: _type,
        _type,
        ...authored(source),
        ...singletonFields[_type as keyof typeof singletons](source),
      },
      source,
      where: _type,
    })),
    ...listed('categories', content.categories, toCategory),
    ...listed('topics', content.topics, toTopic),
    ...listed('authors', content.authors, toAuthor),
    ...listed('jobs', content.jobs, toJob),
    ...listed('benefits', content.benefits, toBenefit),
    ...articles.map(({ document }, i) => ({
      document,
      source: content.articles[i]!.article,
      where: moduleName(content, i),
    })),
    ...summaries.map((document, i) => ({
      document,
      source: summarySources[i]!.value,
      where: summarySources[i]!.where,
    })),
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
