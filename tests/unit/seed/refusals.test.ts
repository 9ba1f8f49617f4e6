import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { loadArticleModules } from '@/seed/content'
import { corpusExpectations } from '@/seed/content/expectations'
import { alternateImage, heroImage } from '@/seed/content/images'
import type { SeedContent } from '@/seed/content/types'
import { buildDataset } from '@/seed/lib/buildDataset'
import { formatIssue } from '@/seed/lib/issues'
import { kindMissing } from '@/schemas/citationRules'
import { limits } from '@/schemas/vocabulary'
import {
  articleOf,
  type Breakage,
  contentCopy,
  expectRefused,
  imagesDir,
  previousDataset,
  scratchSeedDir,
  seedInto,
} from '@/tests/unit/seed/fixtures'

/**
 * Each bad value authored in seed/content, by the seed's own checks or the Studio's rules
 * (schemas/), is refused in one line naming the document and the authored field.
 */

type Json = Record<string, unknown>
interface Doc {
  id: string
  of: (content: SeedContent) => object
}
const story = (slug: string) => ({
  id: `article-${slug}`,
  of: (content: SeedContent) => articleOf(content, slug).article,
})
const card = (slug: string, index: number, id: string): Doc => ({
  id,
  of: (content) => articleOf(content, slug).summaries[index]!,
})
const h1b = story('h1b-changes')
const talent = card('h1b-changes', 0, 'summary-h1b-changes-talent')
const desk: Doc = { id: 'author-news-desk', of: (c) => c.authors[0]! }
const settings: Doc = { id: 'siteSettings', of: (c) => c.settings }
const home: Doc = { id: 'homePage', of: (c) => c.home }
const privacy: Doc = { id: 'privacyPage', of: (c) => c.privacy }

/** The line for `field` of `doc`, after `change` broke it. */
const edit = <T extends object>(
  doc: { id: string; of: (content: SeedContent) => T },
  field: string,
  change: (value: T, content: SeedContent) => void,
  words: string,
): Breakage => ({ break: (c) => change(doc.of(c), c), expected: `${doc.id} › ${field}: ${words}` })

/** Sets the field at this path (to what `value` makes of the old one, if a function; or takes it off). */
const put = (doc: Doc, field: string, value: unknown, words: string) =>
  edit(
    doc,
    field,
    (target) => {
      const keys = field.split(/[.[\]]+/).filter(Boolean)
      const last = keys.pop()!
      const parent = keys.reduce((node, key) => node[key] as Json, target as Json)
      const set = typeof value === 'function' ? (value as (old: unknown) => unknown) : () => value
      const next = set(parent[last])
      if (next === undefined) delete parent[last]
      else parent[last] = next
    },
    words,
  )

/** The first body block of a type (in the nth story that has one) in the authored content, found so a layout edit breaks nothing. */
const authored = await contentCopy()
type BlockType = SeedContent['articles'][number]['article']['body'][number]['type']
function inBlock(type: BlockType, field: string, value: unknown, words: string, nth = 0) {
  const [article] = authored.articles
    .map(({ article }) => article)
    .filter(({ body }) => body.some((candidate) => candidate.type === type))
    .slice(nth)
  if (!article) throw new Error(`fewer than ${nth + 1} articles have a ${type} block`)
  const index = article.body.findIndex((candidate) => candidate.type === type)
  return put(story(article.slug), `body[${index}].${field}`, value, words)
}
/** The story in this place of the authored content: breakages of one field spread over several. */
const nth = (index: number) => story(authored.articles[index]!.article.slug)

const invisible = 'is made only of invisible characters'
const control = (code: string, at: number) =>
  `contains a control character (${code}) at position ${at}`
const realDate = (day: string) => `must be a real date (${day} does not exist)`
const http = 'http://example.com/order'
/** The Studio's rule of a link, at the text that holds it. */
const notHttps = 'must be an https URL'
/** The Studio's words for a reference to no document, which the seed prints as they are. */
const notPublished = (id: string) =>
  `Refers to ${id}, which is not published; publish it, or pick a published one`
const asTyped = (markup: string) =>
  `contains markup (${markup}), which this field shows as typed; write it as plain text`
const stray = (shown: string) =>
  `has markup that would show as stray asterisks (${shown}); write bold as **words** and italic as *words*, with words inside, and no other asterisks`
const future = 'must not be after today, as it records something that has already happened'
const citation = (set: Json) => (article: { citations: object[] }) =>
  void Object.assign(article.citations[0]!, set)
const original = 'https://example.com/original'
/** A story with room for one more source: the copy of its first source is its only problem. */
const roomy = authored.articles.find(
  ({ article }) => article.citations.length < limits.citationsMax,
)!
const nextBlock = `body[${articleOf(authored, 'h1b-changes').article.body.length}]`

const refused: Breakage[] = [
  // Shapes.
  put(nth(0), 'hero', 'h1b-changes.png', 'must be an object, not text'),
  put(nth(1), 'hero', undefined, 'is required'),
  put(settings, 'social', undefined, 'is required'),
  edit(
    h1b,
    `${nextBlock}.type`,
    (a) => a.body.push({ type: 'video' } as never),
    'is not a known block type',
  ),
  // Characters: one of each kind.
  put(desk, 'name', ' \u00AD\u2060 ', invisible),
  put(nth(1), 'headline', 'H-1B\noverhaul', `${control('U+000A', 5)}; this field is a single line`),
  // And not also "must be an https URL": a field's first cause is its one line.
  put(h1b, 'citations[0].url', 'https://example.com/\u0000', control('U+0000', 21)),
  inBlock(
    'pullQuote',
    'quote',
    'This \uD83D proclamation applies.',
    'contains a lone surrogate (U+D83D) at position 6; text must be valid Unicode',
  ),
  put(
    nth(4),
    'headline',
    '.',
    'has no letters or digits; write words, not only punctuation or symbols',
  ),
  inBlock(
    'paragraph',
    'text',
    'The \u202Efee rises for new petitions.',
    'contains a bidirectional control (U+202E) at position 5 that is not closed by U+202C on its line, which reorders the text after it; close it or remove it',
  ),
  put(
    nth(5),
    'headline',
    'H-1B \u202Eoverhaul of fees',
    'contains a bidirectional control (U+202E) at position 6, which reorders the text after it; remove it',
  ),
  put(
    nth(2),
    'headline',
    'عمال المدينة يكسبون حكما',
    'has "ع" (U+0639), which the social card cannot draw; write it in Latin, Greek or Cyrillic letters, without emoji',
  ),
  // Slugs, ids and the links to them.
  {
    ...put(
      { ...h1b, id: 'article-h1b\\u{7}changes' },
      'slug',
      'h1b\u0007changes',
      control('U+0007', 4),
    ),
    alone: true,
  },
  {
    alone: true,
    break: (c) => {
      const { article, summaries } = articleOf(c, 'h1b-changes')
      article.slug = 'h1b_changes'
      article.hero = heroImage(article.slug)
      for (const summary of summaries) {
        summary.article = article.slug
        if (summary.image) summary.image = alternateImage(article.slug)
      }
    },
    expected: 'article-h1b_changes › slug: must be lower-case words joined by single hyphens',
  },
  {
    alone: true,
    break: (c) => {
      for (const slug of ['linkedin-ai-targeting', 'workday-ai-hiring']) {
        const copy = articleOf(c, slug)
        copy.article.slug = 'h1b-changes'
        for (const summary of copy.summaries) summary.article = 'h1b-changes'
      }
    },
    expected:
      'article-h1b-changes › slug: slug "h1b-changes" is used by 3 articles: seed/content/articles/h1b-changes.ts, seed/content/articles/linkedin-ai-targeting.ts and seed/content/articles/workday-ai-hiring.ts; each needs its own',
  },
  {
    ...put(
      card('h1b-changes', 1, 'summary-h1b-changes-talent'),
      'id',
      'summary-h1b-changes-talent',
      'id "summary-h1b-changes-talent" is used by 2 summaries: seed/content/articles/h1b-changes.ts summaries[0] and seed/content/articles/h1b-changes.ts summaries[1]; each needs its own',
    ),
    alone: true,
  },
  edit(
    { id: 'topic-h-1b-visas', of: (c) => c.topics },
    'slug',
    (topics) => void topics.push({ ...topics[0]! }),
    'slug "h-1b-visas" is used by 2 topics: topics[0] and topics[24]; each needs its own',
  ),
  put(talent, 'article', 'h1b-change', notPublished('article-h1b-change')),
  edit(
    home,
    'trending',
    (h) => void (h as SeedContent['home']).trending.pop(),
    'needs exactly 3 summaries',
  ),
  // The corpus's rules, checked once every other check passes.
  {
    ...put(home, 'featured', 'summary-verizon-slur-title-vii', 'must be a card of "h1b-changes"'),
    alone: true,
  },
  // Dates.
  put(story('workday-ai-hiring'), 'publishedAt', '2025-02-30', realDate('2025-02-30')),
  put(nth(2), 'publishedAt', '22/09/2025', 'must be a date as YYYY-MM-DD'),
  put(
    talent,
    'publishedAt',
    new Date('2025-09-24'),
    'must be a date as YYYY-MM-DD, not a Date object',
  ),
  put(
    nth(3),
    'publishedAt',
    '2024-09-24',
    '2024-09-24 is outside 2025-09-12 to 2025-11-02 (and the 1 allowed in 2025-12)',
  ),
  // And not also outside the corpus window.
  put(nth(4), 'publishedAt', '1900-09-24', 'is outside the allowed range (2000-01-01 or later)'),
  put(privacy, 'lastUpdated', '2199-01-15', future),
  put(story('lufthansa-job-cuts'), 'citations[0].publishedAt', '2199-09-24', future),
  // Links and markup.
  inBlock('paragraph', 'text', `See [the order](${http}).`, notHttps, 1),
  inBlock(
    'diveBrief',
    'points[0]',
    `The [proclamation](${http}).`,
    asTyped(`[proclamation](${http})`),
  ),
  put(nth(3), 'headline', 'H-1B **overhaul**', asTyped('**overhaul**')),
  inBlock('heading', 'level', 4, 'must be 2 or 3'),
  inBlock('paragraph', 'text', 'Empty **** bold and ** **', stray('Empty **'), 4),
  inBlock(
    'list',
    'items[0]',
    `${'*'.repeat(60)}word${'*'.repeat(60)}`,
    stray(`${'*'.repeat(39)}…`),
    1,
  ),
  // Sources.
  put(h1b, 'citations[0].url', 'http://example.com/story', 'must be an https URL'),
  edit(
    story(roomy.article.slug),
    `citations[${roomy.article.citations.length}].url`,
    (a) => void a.citations.push({ ...a.citations[0]! }),
    'is the address of citation 1 too; cite each source once',
  ),
  put(h1b, 'citations[1].kind', undefined, kindMissing),
  edit(
    nth(0),
    'citations[0].original',
    citation({ kind: 'republication' }),
    'is required for a republication: give the address of the original it copies, and cite that original too',
  ),
  edit(
    nth(1),
    'citations[0].original',
    citation({ kind: 'republication', original }),
    `is not among this article's citations: cite the original (${original}) beside its republication, or instead of it`,
  ),
  edit(
    nth(2),
    'citations[0].original',
    citation({ kind: 'reporting', original }),
    'is only for a republication; remove it, or mark the source as one',
  ),
  // Images, the body's length. The settings' address: schema.test.ts and givenSiteUrl.test.ts.
  put(nth(2), 'hero.alt', '  ', 'must not be empty'),
  put(nth(3), 'hero.file', 'missing-hero.png', 'image file "missing-hero.png" is missing'),
  put(h1b, 'body[1].points', (old: string[]) => old.slice(0, 2), 'needs 3 to 5 items'),
  edit(
    story('osha-keeling-confirmation'),
    'body',
    (a) => void a.body.splice(3),
    `reads in 2 min; articles must read in ${limits.readMinutesMin} to ${limits.readMinutesMax} min`,
  ),
]

it('the seed refuses each bad value in one line naming the document and field, and writes nothing', async () => {
  await expectRefused(await scratchSeedDir(), refused)
}, 120_000)

it("the Studio's rules let through what a newsroom writes", async () => {
  // Bidi isolates and marks, digits and symbols, a tab, emoji, invisible characters among
  // visible ones, and Arabic where no social card shows it: each in a story of its own.
  const fine: [keyof SeedContent['articles'][number]['article'], string][] = [
    ['dek', 'The notice, titled \u2067إشعار\u2069 in the Arabic edition, took effect at once.'],
    ['headline', '\u200FH-1B fee rises'],
    ['headline', '401(k) + 2%'],
    ['dek', 'The fee rises.\nA second line.\tThen a tab, 👍 and a\u200Bzero-width space.'],
    ['dek', 'The ruling, published in Arabic as حكم المحكمة, took effect at once.'],
  ]
  const content = await contentCopy()
  fine.forEach(([field, value], i) =>
    Object.assign(content.articles[i]!.article, { [field]: value }),
  )
  const result = await buildDataset(content, { imagesDir, expectations: corpusExpectations })
  expect(result.ok ? [] : result.issues.map(formatIssue)).toEqual([])
})

it('the seed names the listing and the article a removed card leaves short', async () => {
  const content = await contentCopy()
  const lufthansa = articleOf(content, 'lufthansa-job-cuts')
  lufthansa.summaries = lufthansa.summaries.filter(
    (s) => s.id !== 'summary-lufthansa-job-cuts-analytics',
  )
  const deloitte = articleOf(content, 'deloitte-healthcare-proactive')
  const found = 28 - deloitte.summaries.length
  const analytics = 7 - deloitte.summaries.filter((s) => s.categories.includes('analytics')).length
  deloitte.summaries = []
  const result = await buildDataset(content, { imagesDir, expectations: corpusExpectations })
  expect(result.ok ? [] : result.issues.map(formatIssue)).toEqual(
    expect.arrayContaining([
      `dataset › summaries: needs 29 summary cards, found ${found}`,
      `category-analytics › summaries: needs 8 cards in the analytics listing, found ${analytics}`,
      'article-deloitte-healthcare-proactive › summaries: has no summary card linking to it',
    ]),
  )
})

it.each([
  // The position as the loader gives it, and the loader's words.
  ["export const article = {\n  slug: 'x',,\n}\n", 'line 2, column \\d+: '],
  [
    "throw new Error('the data file is missing')\nexport const article = {}\n",
    'the data file is missing',
  ],
  ['export const summaries = []\n', 'it exports no article'],
])('the seed names a content module that fails to load, in one line: %s', async (source, why) => {
  const articles = await mkdtemp(path.join(tmpdir(), 'articles-'))
  const good = (slug: string) =>
    `export const article = { slug: '${slug}' }\nexport const summaries = []\n`
  await writeFile(path.join(articles, 'a-good.ts'), good('a-good'))
  await writeFile(path.join(articles, 'broken.ts'), source)
  await writeFile(path.join(articles, 'z-good.ts'), good('z-good'))
  const { exitCode, lines, dataset } = await seedInto(await scratchSeedDir(), async () => ({
    ...(await contentCopy()),
    articles: await loadArticleModules(articles),
  }))
  expect({ exitCode, lines }).toEqual({
    exitCode: 1,
    lines: [
      'The seed could not load 1 content module(s); the dataset was not written:',
      // One line: no stack trace.
      expect.stringMatching(
        new RegExp(`^  ✖ ${articles}/broken\\.ts could not be loaded: ${why}[^\\n]*$`),
      ),
    ],
  })
  expect(dataset.equals(previousDataset)).toBe(true)
})
