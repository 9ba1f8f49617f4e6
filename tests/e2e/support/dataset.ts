import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type {
  AboutPage,
  Article,
  Author,
  Benefit,
  Job,
  CareersPage,
  Category,
  HomePage,
  PrivacyPage,
  SiteSettings,
  Summary,
  Topic,
} from '@/lib/content/sanity.types'
import {
  defaultSnapshotDir,
  handedSnapshot,
  snapshotDatasetName,
  snapshotRecordName,
} from '@/lib/content/snapshot'
import { parseDataset } from '@/scripts/pipeline/snapshot/dataset'
import type { SiteRecord } from '@/scripts/steps/snapshotRecord'
import { buildTime } from '@/lib/content/dates'

/**
 * What the seeded dataset says the site shows. Tests read expected titles, counts and
 * settings from here instead of repeating the content; the specification's fixed strings and
 * numbers stay literal in the tests themselves.
 */

/** The dataset the build read: its snapshot, taken by its first step. */
const datasetFile = path.join(
  handedSnapshot() ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..', defaultSnapshotDir),
  snapshotDatasetName,
)

/** Documents as the seed writes them: the schema's generated types, less what the Lake adds. */
type Stored<T> = Omit<T, '_createdAt' | '_updatedAt' | '_rev'>

export type DatasetArticle = Stored<Article>

const docs = parseDataset(readFileSync(datasetFile, 'utf8'), datasetFile)

function ofType<T>(type: string): T[] {
  return docs.filter((doc) => doc._type === type) as T[]
}

function single<T>(type: string): T {
  const [doc] = ofType<T>(type)
  if (!doc) throw new Error(`The dataset has no ${type} document: run \`npm run seed\`.`)
  return doc
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order

export const settings = single<Stored<SiteSettings>>('siteSettings')
export const aboutPage = single<Stored<AboutPage>>('aboutPage')
export const privacyPage = single<Stored<PrivacyPage>>('privacyPage')
export const careersPage = single<Stored<CareersPage>>('careersPage')
/** The home page's choices: a dataset may have none. */
export const homeChoice = ofType<Stored<HomePage>>('homePage').at(0)
export const categories = ofType<Stored<Category>>('category').sort(byOrder)
export const articles = ofType<DatasetArticle>('article')
export const summaries = ofType<Stored<Summary>>('summary')
export const benefits = ofType<Stored<Benefit>>('benefit').sort(byOrder)
export const jobs = ofType<Stored<Job>>('job').sort(byOrder)
export const topics = ofType<Stored<Topic>>('topic')
export const authors = ofType<Stored<Author>>('author')

/**
 * The published host the built site was made for, as the build recorded it in out/snapshot.json:
 * the settings document's URL, or the SITE_URL the build was given (specification, decision 4).
 */
export const publishedSiteUrl = (() => {
  const file = path.resolve('out', snapshotRecordName)
  const record = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SiteRecord) : null
  if (!record?.siteUrl)
    throw new Error(`${path.relative('.', file)} names no site URL: run \`npm run build\` again.`)
  return record.siteUrl
})()

export function article(slug: string): DatasetArticle {
  const found = articles.find((candidate) => candidate.slug.current === slug)
  if (!found) throw new Error(`The dataset has no article ${slug}.`)
  return found
}

/**
 * The story the home page leads with, as the site chooses it: the article of its featured summary
 * once out, else the newest story out (no home page, or a lead scheduled for later).
 */
export function featuredStory(): DatasetArticle {
  const out = articles.filter((story) => Date.parse(story.publishedAt) <= buildClock.getTime())
  const lead = summaries.find(({ _id }) => _id === homeChoice?.featured._ref)?.article._ref
  const found =
    out.find((story) => story._id === lead) ??
    out.sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))[0]
  if (!found) throw new Error('The dataset has no story out to lead the home page.')
  return found
}

/** The author a story is bylined to. */
export function authorOf(story: DatasetArticle): Stored<Author> {
  const found = authors.find((candidate) => candidate._id === story.author._ref)
  if (!found) throw new Error(`${story.slug.current} is bylined to a missing author.`)
  return found
}

/** The summaries a category listing holds: those that reference category-<slug>. */
export function summariesIn(categorySlug: string): Stored<Summary>[] {
  return summaries.filter((item) =>
    item.categories.some(({ _ref }) => _ref === `category-${categorySlug}`),
  )
}

/** The categories whose listings carry an article: those of the summaries pointing at it. */
export function categoriesOf(articleId: string): Stored<Category>[] {
  const ids = new Set(
    summaries
      .filter((item) => item.article._ref === articleId)
      .flatMap((item) => item.categories.map(({ _ref }) => _ref)),
  )
  return categories.filter(({ _id }) => ids.has(_id))
}

// By id, once: the built site's checks ask this of every card (2,000 stories: 44 s where searched).
const articleById = new Map(articles.map((story) => [story._id, story]))

/** The article route a summary card links to. */
export function summaryHref(item: Stored<Summary>): string {
  const target = articleById.get(item.article._ref)
  if (!target) throw new Error(`Summary ${item._id} points at a missing article.`)
  return `/article/${target.slug.current}`
}

/**
 * The build's clock, read as the build reads it: `npm test` fixes SOURCE_DATE_EPOCH (Dec. 12,
 * 2025, after every authored story) so that date labels are known; without it, the real time.
 */
export const buildClock = buildTime()

/** The newest stories, one a story, as a reader is offered them where nothing was found. */
export const newestStories = (count: number) =>
  [
    ...new Set(
      summaries
        .filter(({ publishedAt }) => Date.parse(publishedAt) <= buildClock.getTime())
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a._id.localeCompare(b._id))
        .map((item) => summaryHref(item)),
    ),
  ].slice(0, count)
