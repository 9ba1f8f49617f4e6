import type { DatasetDocument, Json, JsonObject } from '@/lib/sanity/datasetFile'

/**
 * A dataset nobody here wrote: the seed's, as a newsroom would have it some months after launch.
 * The site moved to www, the desk was renamed, the featured story re-slugged, a second author
 * bylines one story, one story and its summaries were unpublished, and `extra` more stories were
 * published. Every choice is found in the dataset given, never named: it works on any dataset.
 */

type Doc = DatasetDocument
const ref = (value: Json | undefined) => (value as { _ref?: string } | undefined)?._ref
const slugOf = (doc: Doc) => (doc.slug as { current: string }).current
const isArticle = (doc: Doc) => doc._type === 'article'

function one(documents: Doc[], test: (doc: Doc) => boolean, what: string): Doc {
  const found = documents.find(test)
  if (!found) throw new Error(`The dataset has no ${what}.`)
  return found
}

/** Ten letters of a story's own, so each new story has a word no other story shares. */
function ownWord(index: number): string {
  let value = index * 7_919 + 104_729
  let word = ''
  for (let letter = 0; letter < 10; letter++) {
    word += String.fromCharCode(97 + (value % 26))
    value = Math.floor(value / 26) + letter * 31
  }
  return `q${word}`
}

export interface NewsroomEdits {
  siteUrl: string
  deskName: string
  featuredSlug: string
  secondAuthor: string
  bylinedToSecond: string
  unpublished: string
  added: number
}

export function newsroomDataset(
  seed: readonly Doc[],
  { extra }: { extra: number },
): { documents: Doc[]; edits: NewsroomEdits } {
  const documents: Doc[] = seed.map((doc) => structuredClone(doc))
  const settings = one(documents, (doc) => doc._type === 'siteSettings', 'site settings')
  const home = one(documents, (doc) => doc._type === 'homePage', 'home page')
  const byId = (id: string | undefined, what: string) =>
    one(documents, (doc) => doc._id === id, what)

  // The site moved to www.
  const host = new URL(String(settings.siteUrl)).host.replace(/^www\./, '')
  settings.siteUrl = `https://www.${host}`

  // The desk renamed.
  const desk = byId(ref(settings.newsDesk), 'news desk')
  desk.name = 'The People Desk'

  // The featured story re-slugged.
  const featuredSummary = byId(ref(home.featured), 'featured summary')
  const featured = byId(ref(featuredSummary.article), 'featured article')
  const oldSlug = slugOf(featured)
  featured.slug = { _type: 'slug', current: `${oldSlug}-latest` }

  // Stories the home page names, or another document links to, stay: unpublishing them would
  // break the home page or a link, which the gate is right to refuse.
  const named = new Set(
    [home.featured, ...((home.trending as Json[]) ?? [])].map((item) =>
      ref(byId(ref(item as JsonObject), 'home page summary').article),
    ),
  )
  const linkedFrom = (article: Doc) =>
    documents.some(
      (doc) =>
        doc._id !== article._id && JSON.stringify(doc).includes(`/article/${slugOf(article)}`),
    )
  const free = documents.filter((doc) => isArticle(doc) && !named.has(doc._id) && !linkedFrom(doc))
  const [bylined, unpublished] = free
  if (!bylined || !unpublished)
    throw new Error('The dataset needs two stories the home page neither leads with nor trends.')

  // A second author bylines one story, with the desk's own bio, as staff writers often share one.
  const second: Doc = {
    ...structuredClone(desk),
    _id: 'author-second-writer',
    name: 'Dana Whitfield',
    slug: { _type: 'slug', current: 'dana-whitfield' },
    email: `dana.whitfield@${host}`,
  }
  documents.push(second)
  bylined.author = { _type: 'reference', _ref: second._id }

  // One story and its summaries unpublished.
  const gone = new Set([unpublished._id])
  for (const doc of documents)
    if (doc._type === 'summary' && ref(doc.article) === unpublished._id) gone.add(doc._id)
  const kept = documents.filter((doc) => !gone.has(doc._id))

  // More stories, each with one summary card: each a copy of a story, filed minutes after it, so
  // its sources, update and correction keep their dates' order.
  const templates = kept.filter(isArticle)
  const categories = kept.filter((doc) => doc._type === 'category')
  const summaries = kept.filter((doc) => doc._type === 'summary')
  for (let index = 0; index < extra; index++) {
    const template = templates[index % templates.length]!
    const card = summaries.find((doc) => ref(doc.article) === template._id)
    const slug = `newsroom-story-${index + 1}`
    const copy = Math.floor(index / templates.length) + 1
    const publishedAt = new Date(
      Date.parse(String(template.publishedAt)) + copy * 60_000,
    ).toISOString()
    const word = ownWord(index)
    const article: Doc = {
      ...structuredClone(template),
      _id: `article-${slug}`,
      slug: { _type: 'slug', current: slug },
      headline: `Newsroom story ${index + 1}: ${String(template.headline)}`.slice(0, 140),
      dek: `Story ${index + 1} of the newsroom's run. ${String(template.dek)}`.slice(0, 280),
      publishedAt,
      body: [
        ...(template.body as Json[]),
        {
          _type: 'block',
          _key: 'ownword',
          style: 'normal',
          markDefs: [],
          children: [{ _type: 'span', _key: 'ownword0', text: `Filed as ${word}.`, marks: [] }],
        },
      ],
    }
    kept.push(article)
    if (card)
      kept.push({
        ...structuredClone(card),
        _id: `summary-${slug}`,
        title: `Newsroom story ${index + 1}`,
        excerpt:
          `Story ${index + 1} of the newsroom's run, on ${String(template.headline).toLowerCase()}`.slice(
            0,
            240,
          ),
        article: { _type: 'reference', _ref: article._id },
        categories: [
          { _type: 'reference', _ref: categories[index % categories.length]!._id, _key: 'k0' },
        ],
        featured: false,
        publishedAt,
      })
  }

  // The links to the re-slugged story follow it, as its editor would make them.
  const oldLink = new RegExp(`/article/${oldSlug}(?=["#)?/\\s])`, 'g')
  const relinked = kept.map(
    (doc) =>
      JSON.parse(JSON.stringify(doc).replace(oldLink, `/article/${slugOf(featured)}`)) as Doc,
  )

  return {
    documents: relinked,
    edits: {
      siteUrl: String(settings.siteUrl),
      deskName: String(desk.name),
      featuredSlug: slugOf(featured),
      secondAuthor: String(second.name),
      bylinedToSecond: slugOf(bylined),
      unpublished: slugOf(unpublished),
      added: extra,
    },
  }
}
