import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * What the seeded dataset says the site shows. Tests read expected titles, counts and
 * settings from here instead of repeating the content; the specification's fixed strings and
 * numbers stay literal in the tests themselves.
 */

const datasetFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../seed/dataset.ndjson',
)

interface Doc {
  _id: string
  _type: string
}

interface Reference {
  _ref: string
}

export interface DatasetArticle extends Doc {
  headline: string
  slug: { current: string }
  dek: string
  topic?: string
  author: string
  publishedAt: string
  dateLabel?: string
  showBackToHome: boolean
  hero: { alt: string; credit?: string }
  citations: { title: string; publisher: string; url: string }[]
}

export interface DatasetCategory extends Doc {
  name: string
  slug: { current: string }
  description: string
  order: number
}

export interface DatasetSummary extends Doc {
  title: string
  excerpt: string
  article: Reference
  categories: Reference[]
  homeLabel?: string
  featured?: boolean
  publishedAt: string
  dateLabel?: string
}

export interface DatasetSettings extends Doc {
  siteName: string
  siteUrl: string
  description: string
  newsDesk: string
  social: { linkedin: string; twitter: string; facebook: string }
  contact: {
    email: string
    phone: string
    supportHours: string
    address: string[]
    mediaEmail: string
    replyPromise: string
  }
}

interface TitledText {
  title: string
  text: string
}

export interface DatasetAboutPage extends Doc {
  title: string
  mission: TitledText
  pillars: TitledText[]
  audiencesHeading: string
  audiences: TitledText[]
  commitment: TitledText
}

export interface DatasetPrivacyPage extends Doc {
  title: string
  lastUpdated: string
  sections: { heading: string; paragraphs: string[] }[]
}

export interface DatasetCareersPage extends Doc {
  title: string
  values: TitledText[]
  closing: TitledText
}

export interface DatasetBenefit extends Doc {
  title: string
  order: number
}

export interface DatasetJob extends Doc {
  title: string
  department: string
  location: string
  type: string
  order: number
}

export interface DatasetHomePage extends Doc {
  featured: Reference
  trending: Reference[]
}

const docs: Doc[] = readFileSync(datasetFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Doc)

function ofType<T extends Doc>(type: string): T[] {
  return docs.filter((doc) => doc._type === type) as T[]
}

function single<T extends Doc>(type: string): T {
  const [doc] = ofType<T>(type)
  if (!doc) throw new Error(`The dataset has no ${type} document: run \`npm run seed\`.`)
  return doc
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order

export const settings = single<DatasetSettings>('siteSettings')
export const aboutPage = single<DatasetAboutPage>('aboutPage')
export const privacyPage = single<DatasetPrivacyPage>('privacyPage')
export const careersPage = single<DatasetCareersPage>('careersPage')
export const homePage = single<DatasetHomePage>('homePage')
export const categories = ofType<DatasetCategory>('category').sort(byOrder)
export const articles = ofType<DatasetArticle>('article')
export const summaries = ofType<DatasetSummary>('summary')
export const benefits = ofType<DatasetBenefit>('benefit').sort(byOrder)
export const jobs = ofType<DatasetJob>('job').sort(byOrder)

/**
 * The published host that share links and copied links use: the settings document's URL,
 * unless the build was given another one in SITE_URL (specification, decision 4).
 */
export const publishedSiteUrl = (process.env.SITE_URL || settings.siteUrl).replace(/\/+$/, '')

export const articleSlugs = articles.map((article) => article.slug.current)

export function article(slug: string): DatasetArticle {
  const found = articles.find((candidate) => candidate.slug.current === slug)
  if (!found) throw new Error(`The dataset has no article ${slug}.`)
  return found
}

export function category(slug: string): DatasetCategory {
  const found = categories.find((candidate) => candidate.slug.current === slug)
  if (!found) throw new Error(`The dataset has no category ${slug}.`)
  return found
}

export function summary(id: string): DatasetSummary {
  const found = summaries.find((candidate) => candidate._id === id)
  if (!found) throw new Error(`The dataset has no summary ${id}.`)
  return found
}

/** The summaries a category listing holds: those that reference category-<slug>. */
export function summariesIn(categorySlug: string): DatasetSummary[] {
  return summaries.filter((item) =>
    item.categories.some(({ _ref }) => _ref === `category-${categorySlug}`),
  )
}

/** The article route a summary card links to. */
export function summaryHref(item: DatasetSummary): string {
  const target = articles.find((candidate) => candidate._id === item.article._ref)
  if (!target) throw new Error(`Summary ${item._id} points at a missing article.`)
  return `/article/${target.slug.current}`
}

const apMonths = [
  'Jan.',
  'Feb.',
  'March',
  'April',
  'May',
  'June',
  'July',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
]

/** An AP-style date as the newsroom (New York) sees it: Sept. 22, 2025. */
export function apDate(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  )
  return `${apMonths[Number(parts.month) - 1]} ${parts.day}, ${parts.year}`
}

/** The date text a reader sees: the editor's label, or else the formatted publish date. */
export function dateText(item: { publishedAt: string; dateLabel?: string }): string {
  return item.dateLabel?.trim() || apDate(item.publishedAt)
}
