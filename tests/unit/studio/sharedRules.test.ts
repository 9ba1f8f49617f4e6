import { beforeAll, describe, expect, it } from 'vitest'
import { readImportFile, type DatasetDocument, type JsonObject } from '@/lib/sanity/datasetFile'
import { corpusExpectations } from '@/seed/content/expectations'
import { buildDataset } from '@/seed/lib/buildDataset'
import type { SeedContent } from '@/seed/content/types'
import { useFreshDataset } from '../content/embeddedDataset'
import { articleOf, contentCopy, expectRefused, imagesDir, scratchSeedDir } from '../seed/fixtures'
import { kindMissing } from '@/schemas/citationRules'
import { limits } from '@/schemas/vocabulary'
import { studioProblems } from './studio'

/**
 * Rules the Studio and the seed share. The same bad value, typed in the Studio or authored in
 * seed/content, is refused by both in the same words: the seed prints them after the field's
 * path, the Studio after the field's label.
 */
interface SharedRule {
  name: string
  /** What both say, after the field. */
  words: string
  seed: { break: (content: SeedContent) => void; id: string; field: string }
  studio: {
    id: string
    /** The document with the bad value, and the path the Studio reports it at. */
    change: (document: DatasetDocument) => [DatasetDocument, string]
    label: string
  }
}

const siteUrl = (url: string) => ({
  seed: {
    break: (c: SeedContent) => void (c.settings.siteUrl = url),
    id: 'siteSettings',
    field: 'siteUrl',
  },
  studio: {
    id: 'siteSettings',
    change: (document: DatasetDocument): [DatasetDocument, string] => [
      { ...document, siteUrl: url },
      'siteUrl',
    ],
    label: 'Published URL',
  },
})

/** A value of one field, in the seed's content and in the Studio's copy of the same document. */
const field =
  (id: string, path: string, label: string, set: (content: SeedContent, value: string) => void) =>
  (value: string) => ({
    seed: { break: (c: SeedContent) => set(c, value), id, field: path },
    studio: {
      id,
      change: (document: DatasetDocument): [DatasetDocument, string] => [
        { ...document, [path]: value },
        path,
      ],
      label,
    },
  })

const headline = field(
  'article-h1b-changes',
  'headline',
  'Headline',
  (c, value) => void (articleOf(c, 'h1b-changes').article.headline = value),
)
const summaryTitle = field(
  'summary-h1b-changes-talent',
  'title',
  'Title',
  (c, value) => void (articleOf(c, 'h1b-changes').summaries[0]!.title = value),
)
const topicName = field(
  'topic-h-1b-visas',
  'name',
  'Name',
  (c, value) => void (c.topics[0]!.name = value),
)

/** A citation's date: the seed's first source of the H-1B story, the Studio's first citation. */
const sourceDate = (value: string) => ({
  seed: {
    break: (c: SeedContent) =>
      void (articleOf(c, 'h1b-changes').article.citations[0]!.publishedAt = value),
    id: 'article-h1b-changes',
    field: 'citations[0].publishedAt',
  },
  studio: {
    id: 'article-h1b-changes',
    change: (document: DatasetDocument): [DatasetDocument, string] => {
      const [first, ...others] = document.citations as DatasetDocument[]
      return [
        { ...document, citations: [{ ...first!, publishedAt: value }, ...others] },
        `citations[_key=="${String(first!._key)}"].publishedAt`,
      ]
    },
    label: 'Source date',
  },
})

const correctionDate = (value: string) => ({
  seed: {
    break: (c: SeedContent) =>
      void (articleOf(c, 'lufthansa-job-cuts').article.correction!.date = value),
    id: 'article-lufthansa-job-cuts',
    field: 'correction.date',
  },
  studio: {
    id: 'article-lufthansa-job-cuts',
    change: (document: DatasetDocument): [DatasetDocument, string] => [
      { ...document, correction: { ...(document.correction as DatasetDocument), date: value } },
      'correction.date',
    ],
    label: 'Correction date',
  },
})

/** The H-1B story's first source, changed alike in the seed's content and the Studio's copy. */
const firstCitation = (
  fieldName: 'kind' | 'original' | 'url',
  label: string,
  set: Record<string, string | undefined>,
) => ({
  seed: {
    break: (c: SeedContent) => {
      const citation = articleOf(c, 'h1b-changes').article.citations[0]! as Record<string, unknown>
      for (const [key, value] of Object.entries(set))
        if (value === undefined) delete citation[key]
        else citation[key] = value
    },
    id: 'article-h1b-changes',
    field: `citations[0].${fieldName}`,
  },
  studio: {
    id: 'article-h1b-changes',
    change: (document: DatasetDocument): [DatasetDocument, string] => {
      const [first, ...others] = document.citations as DatasetDocument[]
      const changed: JsonObject = { ...first }
      for (const [key, value] of Object.entries(set))
        if (value === undefined) delete changed[key]
        else changed[key] = value
      return [
        { ...document, citations: [changed, ...others] },
        `citations[_key=="${String(first!._key)}"].${fieldName}`,
      ]
    },
    label,
  },
})

const privacyUpdated = field(
  'privacyPage',
  'lastUpdated',
  'Last updated',
  (c, value) => void (c.privacy.lastUpdated = value),
)

const publishDate = (value: string) => ({
  seed: {
    break: (c: SeedContent) => void (articleOf(c, 'h1b-changes').article.publishedAt = value),
    id: 'article-h1b-changes',
    field: 'publishedAt',
  },
  studio: {
    id: 'article-h1b-changes',
    change: (document: DatasetDocument): [DatasetDocument, string] => [
      { ...document, publishedAt: `${value}T12:00:00.000Z` },
      'publishedAt',
    ],
    label: 'Publish date',
  },
})

const siteName = field(
  'siteSettings',
  'siteName',
  'Site name',
  (c, value) => void (c.settings.siteName = value),
)
const siteDescription = field(
  'siteSettings',
  'description',
  'Description',
  (c, value) => void (c.settings.description = value),
)

const cardCannot = (shown: string) =>
  `has ${shown}, which the social card cannot draw; write it in Latin, Greek or Cyrillic letters, without emoji`

const future = 'must not be after today, as it records something that has already happened'

const nothing = 'has no letters or digits; write words, not only punctuation or symbols'
const reorders = (char: string, position: number) =>
  `contains a bidirectional control (${char}) at position ${position}, which reorders the text after it; remove it`

const originAlone =
  'must be the origin alone, https://hrleadershipbrief.com, with no user name, path, query or fragment'

/**
 * A story's first source cited again after its last, in both: a story with room for one more
 * source, so that only the repeat is wrong.
 */
const citedTwiceOver = (story: { slug: string; citations: number }) => ({
  seed: {
    break: (c: SeedContent) => {
      const { citations } = articleOf(c, story.slug).article
      citations.push({ ...citations[0]! })
    },
    id: `article-${story.slug}`,
    field: `citations[${story.citations}].url`,
  },
  studio: {
    id: `article-${story.slug}`,
    change: (document: DatasetDocument): [DatasetDocument, string] => {
      const citations = document.citations as DatasetDocument[]
      const again = { ...citations[0]!, _key: 'again' }
      return [{ ...document, citations: [...citations, again] }, 'citations[_key=="again"].url']
    },
    label: 'URL',
  },
})

/**
 * The H-1B story's first paragraph as plain text, in both: the seed's `text` of its first
 * paragraph block, the Studio's block at the same place of the body.
 */
const h1bBody = articleOf(await contentCopy(), 'h1b-changes').article.body
const firstParagraph = h1bBody.findIndex((block) => block.type === 'paragraph')
const paragraph = (value: string) => ({
  seed: {
    break: (c: SeedContent) => {
      const block = articleOf(c, 'h1b-changes').article.body[firstParagraph]!
      ;(block as { text: string }).text = value
    },
    id: 'article-h1b-changes',
    field: `body[${firstParagraph}].text`,
  },
  studio: {
    id: 'article-h1b-changes',
    change: (document: DatasetDocument): [DatasetDocument, string] => {
      const body = [...(document.body as DatasetDocument[])]
      const block = body[firstParagraph]!
      body[firstParagraph] = {
        ...block,
        markDefs: [],
        children: [{ _type: 'span', _key: 'only', text: value, marks: [] }],
      }
      return [{ ...document, body }, `body[_key=="${String(block._key)}"]`]
    },
    label: 'Paragraph',
  },
})

const standfirst = field(
  'article-h1b-changes',
  'dek',
  'Standfirst',
  (c, value) => void (articleOf(c, 'h1b-changes').article.dek = value),
)

/** How many sources the H-1B story cites: a copy of one goes after them. */
const { article: roomy } = (await contentCopy()).articles.find(
  (story) => story.article.citations.length < limits.citationsMax,
)!
const roomForASource = { slug: roomy.slug, citations: roomy.citations.length }

const sharedRules: SharedRule[] = [
  {
    name: 'a source on localhost',
    words: "names localhost, which is not a public website; cite the publisher's own address",
    ...firstCitation('url', 'URL', { url: 'https://localhost/x' }),
  },
  {
    name: 'a source with a user name and password, at a private IP address',
    words:
      'must not carry a user name or password (user:pass@); give the address as readers open it',
    ...firstCitation('url', 'URL', { url: 'https://user:pass@10.0.0.1/x' }),
  },
  {
    name: 'a source at an IP address',
    words:
      "names an IP address (10.0.0.1), not the publisher's domain; cite the address readers see",
    ...firstCitation('url', 'URL', { url: 'https://10.0.0.1/x' }),
  },
  {
    name: 'a source whose host has a Cyrillic letter that looks Latin',
    words:
      "has a host name with letters outside a–z (xn--hrdve-p2e.com), which can imitate another site's name; type the publisher's address in plain Latin letters",
    ...firstCitation('url', 'URL', { url: 'https://hrd\u0456ve.com/news/x' }),
  },
  {
    name: 'the same source cited twice',
    words: 'is the address of citation 1 too; cite each source once',
    ...citedTwiceOver(roomForASource),
  },
  {
    name: 'a line break in a one-line headline',
    words: 'contains a control character (U+000A) at position 5; this field is a single line',
    ...headline('H-1B\nfee rises'),
  },
  {
    name: 'a control character in a multi-line standfirst',
    words: 'contains a control character (U+0007) at position 4',
    ...standfirst('The\u0007 fee rises.'),
  },
  {
    name: 'a headline of zero-width spaces',
    words: 'is made only of invisible characters',
    ...headline('\u200B\u200B\u200B'),
  },
  {
    name: 'a control character in a paragraph',
    words: 'contains a control character (U+0007) at position 4',
    ...paragraph('The\u0007 fee rises for new petitions.'),
  },
  {
    name: 'an unclosed right-to-left override in a paragraph',
    words:
      'contains a bidirectional control (U+202E) at position 5 that is not closed by U+202C on its line, which reorders the text after it; close it or remove it',
    ...paragraph('The \u202Efee rises for new petitions.'),
  },
  {
    name: 'an unclosed right-to-left override in a multi-line standfirst',
    words:
      'contains a bidirectional control (U+202E) at position 5 that is not closed by U+202C on its line, which reorders the text after it; close it or remove it',
    ...standfirst('The \u202Eruling took effect at once.'),
  },
  {
    name: 'a source that does not say what it is',
    words: kindMissing,
    ...firstCitation('kind', 'Kind of source', { kind: undefined }),
  },
  {
    name: 'a republication that names no original',
    words:
      'is required for a republication: give the address of the original it copies, and cite that original too',
    ...firstCitation('original', 'Original it copies', { kind: 'republication' }),
  },
  {
    name: 'a republication whose original is not cited beside it',
    words:
      "is not among this article's citations: cite the original (https://example.com/original) beside its republication, or instead of it",
    ...firstCitation('original', 'Original it copies', {
      kind: 'republication',
      original: 'https://example.com/original',
    }),
  },
  {
    name: 'an original on a source that is no republication',
    words: 'is only for a republication; remove it, or mark the source as one',
    ...firstCitation('original', 'Original it copies', {
      kind: 'reporting',
      original: 'https://example.com/original',
    }),
  },
  {
    name: 'a site URL with a query that would break every URL built on it',
    words: originAlone,
    ...siteUrl('https://hrleadershipbrief.com/?a="><x'),
  },
  {
    name: 'a site URL with a path',
    words: originAlone,
    ...siteUrl('https://hrleadershipbrief.com/news'),
  },
  {
    name: 'a site URL with a fragment',
    words: originAlone,
    ...siteUrl('https://hrleadershipbrief.com#top'),
  },
  {
    name: 'a site URL with a user name',
    words: originAlone,
    ...siteUrl('https://editor@hrleadershipbrief.com'),
  },
  {
    name: 'a site URL with a trailing slash',
    words: 'must not end with a slash',
    ...siteUrl('https://hrleadershipbrief.com/'),
  },
  {
    name: 'a site URL whose host has a quote',
    words:
      'must have a plain host name (letters, digits, hyphens and dots), like https://example.com',
    ...siteUrl('https://hr"brief.com'),
  },
  { name: 'a headline that is a full stop', words: nothing, ...headline('.') },
  { name: 'a summary title of dashes and a star', words: nothing, ...summaryTitle('— * —') },
  { name: 'a topic name of emoji', words: nothing, ...topicName('🎉🎉') },
  {
    name: 'a right-to-left override inside a headline',
    words: reorders('U+202E', 6),
    ...headline('H-1B \u202Eoverhaul of fees'),
  },
  {
    name: 'a left-to-right isolate in a summary title',
    words: reorders('U+2066', 1),
    ...summaryTitle('\u2066H-1B fee\u2069 explained'),
  },
  { name: 'a privacy policy last updated in 2199', words: future, ...privacyUpdated('2199-01-15') },
  { name: 'a correction dated 2199', words: future, ...correctionDate('2199-11-22') },
  { name: 'a source dated 2199', words: future, ...sourceDate('2199-09-24') },
  {
    name: 'a publish date in 1900',
    words: 'is outside the allowed range (2000-01-01 or later)',
    ...publishDate('1900-09-24'),
  },
  {
    name: 'an Arabic headline, which the social card cannot draw',
    words: cardCannot('"ع" (U+0639)'),
    ...headline('عمال المدينة يكسبون حكما'),
  },
  {
    name: 'an emoji in a headline',
    words: cardCannot('"🚀" (U+1F680)'),
    ...headline('H-1B fee rises 🚀'),
  },
  {
    name: 'a check mark in the site name',
    words: cardCannot('"✓" (U+2713)'),
    ...siteName('HR Leadership Brief ✓'),
  },
  {
    name: 'Chinese in the site description, the home card’s headline',
    words: cardCannot('"人" (U+4EBA)'),
    ...siteDescription('News for HR leaders: 人力资源.'),
  },
]

let documents: DatasetDocument[]
let ids: Set<string>
let dir: string

beforeAll(async () => {
  await useFreshDataset()
  documents = await readImportFile(process.env.CONTENT_DATASET_FILE!)
  ids = new Set(documents.map((document) => document._id))
  dir = await scratchSeedDir()
})

describe('a rule the Studio and the seed share', () => {
  it.each(sharedRules)('refuses $name in the seed, in the same words', (rule) =>
    expectRefused(dir, {
      name: rule.name,
      break: rule.seed.break,
      expected: `${rule.seed.id} › ${rule.seed.field}: ${rule.words}`,
    }),
  )

  it.each(sharedRules)('refuses $name in the Studio, in the same words', async (rule) => {
    const seeded = structuredClone(documents.find(({ _id }) => _id === rule.studio.id)!)
    const [document, field] = rule.studio.change(seeded)
    expect(await studioProblems(document, ids)).toContain(
      `${field}: ${rule.studio.label} ${rule.words}.`,
    )
  })
})

describe('a link in the text', () => {
  it('is refused in the Studio when its source is not among the citations', async () => {
    const story = structuredClone(documents.find(({ _id }) => _id === 'article-h1b-changes')!)
    const body = story.body as JsonObject[]
    const linked = body.findIndex((block) => Array.isArray(block.markDefs) && block.markDefs.length)
    const block = body[linked]!
    body[linked] = {
      ...block,
      markDefs: [{ _type: 'link', _key: 'uncited', href: 'https://example.com/uncited' }],
    }
    expect(await studioProblems(story, ids)).toContain(
      'body: Body links to https://example.com/uncited, which is not among the citations; cite every source the text links to.',
    )
  })
})

describe('what the shared rules let through, in the Studio and the seed', () => {
  /** Values the rules must not refuse, each on one article's field. */
  const fine: { name: string; field: 'headline' | 'dek'; value: string }[] = [
    {
      name: 'an isolate around a quotation in a multi-line standfirst',
      field: 'dek',
      value: 'The notice, titled \u2067إشعار\u2069 in the Arabic edition, took effect at once.',
    },
    {
      name: 'a right-to-left mark in a headline',
      field: 'headline',
      value: '\u200FH-1B fee rises',
    },
    { name: 'digits and symbols in a headline', field: 'headline', value: '401(k) + 2%' },
    {
      name: 'a Latin headline with accents, which the social card draws',
      field: 'headline',
      value: 'Zoë Ødegård’s café in Łódź wins a São Paulo résumé ruling',
    },
    {
      name: 'a Greek headline, which the social card draws',
      field: 'headline',
      value: 'Οι εργαζόμενοι κερδίζουν απόφαση για τον κώδικα ενδυμασίας',
    },
    {
      name: 'Arabic in a standfirst, which no card shows',
      field: 'dek',
      value: 'The ruling, published in Arabic as حكم المحكمة, took effect at once.',
    },
  ]

  it.each(fine)('takes $name', async ({ field, value }) => {
    const content = await contentCopy()
    articleOf(content, 'h1b-changes').article[field] = value
    const result = await buildDataset(content, { imagesDir, expectations: corpusExpectations })
    expect(result.ok ? [] : result.issues).toEqual([])
    const seeded = structuredClone(documents.find(({ _id }) => _id === 'article-h1b-changes')!)
    expect(await studioProblems({ ...seeded, [field]: value }, ids)).toEqual([])
  })
})

describe('one message per cause in the Studio', () => {
  it('reports a publish date in 1900 alone, not every source as dated after it', async () => {
    const [document] = publishDate('1900-09-24').studio.change(
      structuredClone(documents.find(({ _id }) => _id === 'article-h1b-changes')!),
    )
    expect(await studioProblems(document, ids)).toEqual([
      'publishedAt: Publish date is outside the allowed range (2000-01-01 or later).',
    ])
  })

  it('takes a date of today wherever the editor is, and a story scheduled for 2199', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const privacy = structuredClone(documents.find(({ _id }) => _id === 'privacyPage')!)
    expect(await studioProblems({ ...privacy, lastUpdated: today }, ids)).toEqual([])
    // A story never revised: a revision or a note could not precede its publish date.
    const unrevised = structuredClone(documents.find((document) => document._type === 'article')!)
    for (const field of ['updatedAt', 'correction', 'update']) delete unrevised[field]
    const [scheduled] = publishDate('2199-09-24').studio.change(structuredClone(unrevised))
    expect(await studioProblems(scheduled, ids)).toEqual([])
  })
})
