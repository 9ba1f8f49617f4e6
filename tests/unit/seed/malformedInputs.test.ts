import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadArticleModules, loadContent } from '@/seed/content'
import type { ArticleModule, SeedContent } from '@/seed/content/types'
import { alternateImage, heroImage } from '@/seed/content/images'
import { unknownField } from '@/schemas/undeclaredContent'
import {
  articleOf,
  type Breakage,
  contentCopy,
  expectRefused,
  previousDataset,
  scratchSeedDir,
  seedInto,
} from '@/tests/unit/seed/fixtures'

/**
 * Malformed input, one rule per case: each must print exactly one line naming the document and
 * field (no knock-on lines), exit 1 and leave the dataset file byte for byte as it was.
 */
type Malformed = Breakage

const h1b = (c: SeedContent) => articleOf(c, 'h1b-changes').article
type BlockType = ArticleModule['article']['body'][number]['type']

/**
 * Where the first body block of a type is in the authored content: the article and its index.
 * Found, not typed in, so an edit to an article's layout does not break these tests.
 */
const authored = await loadContent()
function placeOf(type: BlockType) {
  for (const { article } of authored.articles) {
    const index = article.body.findIndex((candidate) => candidate.type === type)
    if (index >= 0) return { slug: article.slug, index }
  }
  throw new Error(`no article has a ${type} block`)
}

/** The first body block of `type` in a copy of the content, and how the seed names its field. */
function block<T extends BlockType>(c: SeedContent, type: T) {
  const { slug, index } = placeOf(type)
  return articleOf(c, slug).article.body[index] as Extract<
    ArticleModule['article']['body'][number],
    { type: T }
  >
}
const at = (type: BlockType) => {
  const { slug, index } = placeOf(type)
  return `article-${slug} › body[${index}]`
}

const invisible: Malformed[] = [
  {
    name: 'an author name of a soft hyphen, a word joiner and spaces',
    break: (c) => void (c.authors[0]!.name = ' \u00AD\u2060 '),
    expected: 'author-news-desk › name: is made only of invisible characters',
  },
  {
    name: 'a heading of zero-width joiners',
    break: (c) => void (block(c, 'heading').text = '\u200D\u200C'),
    expected: `${at('heading')}.text: is made only of invisible characters`,
  },
]

const controls: Malformed[] = [
  {
    name: 'a NUL in a headline',
    break: (c) => void (h1b(c).headline = 'H-1B\u0000 overhaul'),
    expected: 'article-h1b-changes › headline: contains a control character (U+0000) at position 5',
  },
  {
    name: 'a DEL in an author bio',
    break: (c) => void (c.authors[0]!.bio = `\u007F${c.authors[0]!.bio}`),
    expected: 'author-news-desk › bio: contains a control character (U+007F) at position 1',
  },
  {
    name: 'a carriage return in a multi-line excerpt',
    break: (c) => void (articleOf(c, 'h1b-changes').summaries[0]!.excerpt = 'Line one\r\nline two'),
    expected:
      'summary-h1b-changes-talent › excerpt: contains a control character (U+000D) at position 9',
  },
  {
    name: 'a newline in a single-line headline',
    break: (c) => void (h1b(c).headline = 'H-1B\noverhaul'),
    expected:
      'article-h1b-changes › headline: contains a control character (U+000A) at position 5; this field is a single line',
  },
  {
    name: 'a control character in a slug, without knock-on lines for the links to it',
    break: (c) => void (h1b(c).slug = 'h1b\u0007changes'),
    expected:
      'article-h1b\\u{7}changes › slug: contains a control character (U+0007) at position 4',
  },
  {
    name: 'a bad slug where the article file sets it, without lines for the images named after it',
    break: (c) => {
      const story = articleOf(c, 'h1b-changes')
      const slug = 'h1b_changes'
      story.article.slug = slug
      story.article.hero = heroImage(slug)
      for (const summary of story.summaries) {
        summary.article = slug
        if (summary.image) summary.image = alternateImage(slug)
      }
    },
    expected: 'article-h1b_changes › slug: must be lower-case words joined by single hyphens',
  },
  {
    name: 'a control character in a citation URL, and not also "must be an https URL"',
    break: (c) => void (h1b(c).citations[0]!.url = 'https://example.com/\u0000'),
    expected:
      'article-h1b-changes › citations[0].url: contains a control character (U+0000) at position 21',
  },
  {
    name: 'a control character in a block type, and not also "not a known block type"',
    break: (c) => void ((h1b(c).body[3] as { type: string }).type = 'paragraph\u0000'),
    expected:
      'article-h1b-changes › body[3].type: contains a control character (U+0000) at position 10',
  },
  {
    name: 'a C1 control in a social URL of the settings',
    break: (c) => void (c.settings.social.linkedin = '\u0085https://www.linkedin.com'),
    expected: 'siteSettings › social.linkedin: contains a control character (U+0085) at position 1',
  },
  {
    name: 'a control character in a trending summary id, and not also "is not a summary"',
    break: (c) => void (c.home.trending[0] = `${c.home.trending[0]}\u0000`),
    expected: 'homePage › trending[0]: contains a control character (U+0000) at position 33',
  },
  {
    name: 'a control character in a category, and not also "the category is missing"',
    break: (c) => void (c.categories[0]!.description = `\u0001${c.categories[0]!.description}`),
    expected:
      'category-leadership › description: contains a control character (U+0001) at position 1',
  },
]

const surrogates: Malformed[] = [
  {
    name: 'a lone high surrogate in a quote',
    break: (c) => void (block(c, 'pullQuote').quote = 'This \uD83D proclamation applies.'),
    expected: `${at('pullQuote')}.quote: contains a lone surrogate (U+D83D) at position 6; text must be valid Unicode`,
  },
  {
    name: 'a lone low surrogate in a privacy paragraph',
    break: (c) =>
      void (c.privacy.sections[0]!.paragraphs[0] = `\uDE00${c.privacy.sections[0]!.paragraphs[0]}`),
    expected:
      'privacyPage › sections[0].paragraphs[0]: contains a lone surrogate (U+DE00) at position 1; text must be valid Unicode',
  },
]

const dates: Malformed[] = [
  {
    name: 'Sept. 31, which must not roll over to Oct. 1',
    break: (c) => void (h1b(c).publishedAt = '2025-09-31'),
    expected: 'article-h1b-changes › publishedAt: must be a real date (2025-09-31 does not exist)',
  },
  {
    name: 'Feb. 30, without "citation dated after article" lines',
    break: (c) => void (articleOf(c, 'workday-ai-hiring').article.publishedAt = '2025-02-30'),
    expected:
      'article-workday-ai-hiring › publishedAt: must be a real date (2025-02-30 does not exist)',
  },
  {
    name: 'Feb. 29 of a common year in a correction',
    break: (c) =>
      void (h1b(c).correction = { date: '2025-02-29', text: 'The fee is per petition.' }),
    expected:
      'article-h1b-changes › correction.date: must be a real date (2025-02-29 does not exist)',
  },
  {
    name: 'Feb. 29 of a common year in an update',
    break: (c) =>
      void (h1b(c).update = { date: '2026-02-29', text: 'Guidance has since narrowed the fee.' }),
    expected: 'article-h1b-changes › update.date: must be a real date (2026-02-29 does not exist)',
  },
  {
    name: 'a 13th month in a citation',
    break: (c) => void (h1b(c).citations[1]!.publishedAt = '2025-13-01'),
    expected:
      'article-h1b-changes › citations[1].publishedAt: must be a real date (2025-13-01 does not exist)',
  },
  {
    name: 'day zero in an update date',
    break: (c) => void (h1b(c).updatedAt = '2025-10-00'),
    expected: 'article-h1b-changes › updatedAt: must be a real date (2025-10-00 does not exist)',
  },
  {
    name: 'a number for a publish date',
    break: (c) => void ((h1b(c) as { publishedAt: unknown }).publishedAt = 20250924),
    expected: 'article-h1b-changes › publishedAt: must be a date as YYYY-MM-DD, not a number',
  },
  {
    name: 'a Date object for a summary date',
    break: (c) =>
      void ((articleOf(c, 'h1b-changes').summaries[0] as { publishedAt?: unknown }).publishedAt =
        new Date('2025-09-24')),
    expected:
      'summary-h1b-changes-talent › publishedAt: must be a date as YYYY-MM-DD, not a Date object',
  },
  {
    name: 'a publish date a year early, without "citation dated after article" lines',
    break: (c) => void (h1b(c).publishedAt = '2024-09-24'),
    expected:
      'article-h1b-changes › publishedAt: 2024-09-24 is outside 2025-09-12 to 2025-11-02 (and the 1 allowed in 2025-12)',
  },
]

const http = 'http://example.com/order'
/** The Studio's rule of a link, at the text that holds it. */
const notHttps = 'must be an https URL'
const asTyped = (markup: string) =>
  `contains markup (${markup}), which this field shows as typed; write it as plain text`
const links: Malformed[] = [
  {
    name: 'an http link in a paragraph',
    break: (c) => void (block(c, 'paragraph').text = `See [the order](${http}).`),
    expected: `${at('paragraph')}.text: ${notHttps}`,
  },
  {
    name: 'an http link in a list item',
    break: (c) => void (block(c, 'list').items[0] = `Covered: see [the order](${http}).`),
    expected: `${at('list')}.items[0]: ${notHttps}`,
  },
  {
    name: 'a link in a key point, which shows plain text',
    break: (c) => void (block(c, 'diveBrief').points[0] = `The [proclamation](${http}).`),
    expected: `${at('diveBrief')}.points[0]: ${asTyped(`[proclamation](${http})`)}`,
  },
  {
    name: 'bold in a privacy list item, which shows plain text',
    break: (c) => void (c.privacy.sections[1]!.items![0] = `**Email.** See [this](${http}).`),
    expected: `privacyPage › sections[1].items[0]: ${asTyped('**Email.**')}`,
  },
  {
    name: 'an http link inside bold',
    break: (c) => void (block(c, 'paragraph').text = `**[The order](${http})** took effect.`),
    expected: `${at('paragraph')}.text: ${notHttps}`,
  },
  {
    name: 'an https link without a host',
    break: (c) => void (block(c, 'paragraph').text = 'See [our story](https://).'),
    expected: `${at('paragraph')}.text: ${notHttps}`,
  },
]

const markup: Malformed[] = [
  {
    name: 'bold in a headline',
    break: (c) => void (h1b(c).headline = 'H-1B **overhaul**'),
    expected: `article-h1b-changes › headline: ${asTyped('**overhaul**')}`,
  },
  {
    name: 'a heading level the body has no style for',
    break: (c) => void ((block(c, 'heading') as { level?: number }).level = 4),
    expected: `${at('heading')}.level: must be 2 or 3`,
  },
]

/** Rich text whose markup would print asterisks: refused, with what it would have shown. */
const stray = (shown: string) =>
  `has markup that would show as stray asterisks (${shown}); write bold as **words** and italic as *words*, with words inside, and no other asterisks`

const strayMarkup: Malformed[] = [
  {
    name: 'empty bold markers around a bold',
    break: (c) => void (block(c, 'paragraph').text = 'Empty **** bold and ** **'),
    expected: `${at('paragraph')}.text: ${stray('Empty **')}`,
  },
  {
    name: 'bold around nothing but a space',
    break: (c) => void (block(c, 'lead').text += ' A ** ** gap.'),
    expected: `${at('lead')}.text: ${stray('** ')}`,
  },
  {
    name: 'a word wrapped in 60 asterisks',
    break: (c) => void (block(c, 'list').items[0] = `${'*'.repeat(60)}word${'*'.repeat(60)}`),
    expected: `${at('list')}.items[0]: ${stray(`${'*'.repeat(39)}…`)}`,
  },
]

const duplicates: Malformed[] = [
  {
    name: 'three articles with one slug, all named',
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
    name: 'two jobs with one id',
    break: (c) => void (c.jobs[2]!.id = 'job-senior-hr-reporter'),
    expected:
      'job-senior-hr-reporter › id: id "job-senior-hr-reporter" is used by 2 jobs: jobs[0] and jobs[2]; each needs its own',
  },
  {
    name: 'a topic copied with its slug',
    break: (c) => void c.topics.push({ ...c.topics[0]! }),
    expected: `topic-h-1b-visas › slug: slug "h-1b-visas" is used by 2 topics: topics[0] and topics[24]; each needs its own`,
  },
]

/** Fields no schema has: the Studio would never show them, so neither would the site. */
const undeclared: Malformed[] = [
  {
    name: 'a field a citation does not have',
    break: (c) => void ((h1b(c).citations[1] as Record<string, unknown>).note = 'x'),
    expected: `article-h1b-changes › citations[1].note: ${unknownField}`,
  },
]

const malformedInputs: Malformed[] = [
  ...undeclared,
  ...invisible,
  ...controls,
  ...surrogates,
  ...dates,
  ...links,
  ...markup,
  ...strayMarkup,
  ...duplicates,
]

describe('the seed rejects malformed input, one line per cause', () => {
  let dir: string

  beforeAll(async () => {
    dir = await scratchSeedDir()
  })

  it.each(malformedInputs)('rejects $name', (bad) => expectRefused(dir, bad))
})

describe('the seed names a content module that fails to load', () => {
  const good = (slug: string) =>
    `export const article = { slug: '${slug}' }\nexport const summaries = []\n`
  const modules: { name: string; source: string; expected: string }[] = [
    {
      name: 'a syntax error',
      source: "export const article = {\n  slug: 'x',,\n}\n",
      // The position as the loader gives it (esbuild counts columns from 0, Vite from 1).
      expected: 'could not be loaded: line 2, column 1',
    },
    {
      name: 'an error thrown while it runs',
      source: "throw new Error('the data file is missing')\nexport const article = {}\n",
      expected: 'could not be loaded: the data file is missing',
    },
    {
      name: 'a module without an article',
      source: 'export const summaries = []\n',
      expected: 'could not be loaded: it exports no article',
    },
  ]

  it.each(modules)('prints one line for $name, without a stack trace', async (bad) => {
    const seedDir = await scratchSeedDir()
    const articles = await mkdtemp(path.join(tmpdir(), 'articles-'))
    await writeFile(path.join(articles, 'a-good.ts'), good('a-good'))
    await writeFile(path.join(articles, 'broken.ts'), bad.source)
    await writeFile(path.join(articles, 'z-good.ts'), good('z-good'))
    const { exitCode, lines, dataset } = await seedInto(seedDir, async () => ({
      ...(await contentCopy()),
      articles: await loadArticleModules(articles),
    }))
    expect(exitCode).toBe(1)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe(
      'The seed could not load 1 content module(s); the dataset was not written:',
    )
    expect(lines[1]).toContain(`  ✖ ${path.join(articles, 'broken.ts')} ${bad.expected}`)
    expect(lines[1]).not.toMatch(/\n|\s+at /)
    expect(dataset.equals(previousDataset)).toBe(true)
  })
})
