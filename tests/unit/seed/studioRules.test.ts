import { beforeAll, describe, expect, it } from 'vitest'
import { corpusExpectations } from '@/seed/content/expectations'
import type { SeedContent } from '@/seed/content/types'
import { buildDataset } from '@/seed/lib/buildDataset'
import { kindMissing } from '@/schemas/citationRules'
import { limits } from '@/schemas/vocabulary'
import {
  articleOf,
  type Breakage,
  contentCopy,
  expectRefused,
  imagesDir,
  scratchSeedDir,
} from '@/tests/unit/seed/fixtures'

/**
 * The Studio's rules (schemas/) are the seed's: each bad value, authored in seed/content, is
 * refused in the Studio's words after the authored field, as one line.
 */

/** A value of one field, authored, and the line the seed prints for it. */
const field =
  (id: string, path: string, set: (content: SeedContent, value: string) => void) =>
  (value: string, words: string, name: string): Breakage => ({
    name,
    break: (c) => set(c, value),
    expected: `${id} › ${path}: ${words}`,
  })

const h1b = (c: SeedContent) => articleOf(c, 'h1b-changes').article
const headline = field('article-h1b-changes', 'headline', (c, v) => void (h1b(c).headline = v))
const siteUrl = field('siteSettings', 'siteUrl', (c, v) => void (c.settings.siteUrl = v))
const siteDescription = field(
  'siteSettings',
  'description',
  (c, v) => void (c.settings.description = v),
)
const privacyUpdated = field(
  'privacyPage',
  'lastUpdated',
  (c, v) => void (c.privacy.lastUpdated = v),
)
const publishDate = field(
  'article-h1b-changes',
  'publishedAt',
  (c, v) => void (h1b(c).publishedAt = v),
)
const sourceDate = field(
  'article-h1b-changes',
  'citations[0].publishedAt',
  (c, v) => void (h1b(c).citations[0]!.publishedAt = v),
)
const correctionDate = field(
  'article-lufthansa-job-cuts',
  'correction.date',
  (c, v) => void (articleOf(c, 'lufthansa-job-cuts').article.correction!.date = v),
)

/** The H-1B story's first source, changed: keys set, or taken off when undefined. */
const firstCitation =
  (fieldName: string, set: Record<string, string | undefined>) =>
  (words: string, name: string): Breakage => ({
    name,
    break: (c) => {
      const citation = h1b(c).citations[0]! as Record<string, unknown>
      for (const [key, value] of Object.entries(set))
        if (value === undefined) delete citation[key]
        else citation[key] = value
    },
    expected: `article-h1b-changes › citations[0].${fieldName}: ${words}`,
  })

/** The H-1B story's first paragraph, by its place in the body. */
const h1bBody = h1b(await contentCopy()).body
const firstParagraph = h1bBody.findIndex((block) => block.type === 'paragraph')
const paragraph = field(
  'article-h1b-changes',
  `body[${firstParagraph}].text`,
  (c, v) => void ((h1b(c).body[firstParagraph] as { text: string }).text = v),
)

/** A story with room for one more source: the copy of its first source is the only problem. */
const { article: roomy } = (await contentCopy()).articles.find(
  (story) => story.article.citations.length < limits.citationsMax,
)!

const cardCannot = (shown: string) =>
  `has ${shown}, which the social card cannot draw; write it in Latin, Greek or Cyrillic letters, without emoji`
const future = 'must not be after today, as it records something that has already happened'
const nothing = 'has no letters or digits; write words, not only punctuation or symbols'
const reorders = (char: string, position: number) =>
  `contains a bidirectional control (${char}) at position ${position}, which reorders the text after it; remove it`
const unclosed =
  'contains a bidirectional control (U+202E) at position 5 that is not closed by U+202C on its line, which reorders the text after it; close it or remove it'
const originAlone =
  'must be the origin alone, https://hrleadershipbrief.com, with no user name, path, query or fragment'

const studioRules: Breakage[] = [
  {
    name: 'text where a list of topics belongs',
    break: (c) => void ((h1b(c) as { topics: unknown }).topics = 'h-1b-visas'),
    expected: 'article-h1b-changes › topics: must be a list, not text',
  },
  {
    name: 'a hero given as a file name, without lines for the fields an image has',
    break: (c) => void ((h1b(c) as { hero: unknown }).hero = 'h1b-changes.png'),
    expected: 'article-h1b-changes › hero: must be an object, not text',
  },
  {
    name: 'an article without a hero',
    break: (c) => void delete (h1b(c) as { hero?: unknown }).hero,
    expected: 'article-h1b-changes › hero: is required',
  },
  {
    name: 'settings without their social links, and not also each link',
    break: (c) => void delete (c.settings as { social?: unknown }).social,
    expected: 'siteSettings › social: is required',
  },
  {
    name: 'the same source cited twice',
    break: (c) => {
      const { citations } = articleOf(c, roomy.slug).article
      citations.push({ ...citations[0]! })
    },
    expected: `article-${roomy.slug} › citations[${roomy.citations.length}].url: is the address of citation 1 too; cite each source once`,
  },
  paragraph(
    'The \u202Efee rises for new petitions.',
    unclosed,
    'an unclosed right-to-left override in a paragraph',
  ),
  firstCitation('kind', { kind: undefined })(kindMissing, 'a source that does not say what it is'),
  firstCitation('original', { kind: 'republication' })(
    'is required for a republication: give the address of the original it copies, and cite that original too',
    'a republication that names no original',
  ),
  firstCitation('original', { kind: 'republication', original: 'https://example.com/original' })(
    "is not among this article's citations: cite the original (https://example.com/original) beside its republication, or instead of it",
    'a republication whose original is not cited beside it',
  ),
  firstCitation('original', { kind: 'reporting', original: 'https://example.com/original' })(
    'is only for a republication; remove it, or mark the source as one',
    'an original on a source that is no republication',
  ),
  siteUrl(
    'https://hrleadershipbrief.com/?a="><x',
    originAlone,
    'a site URL with a query that would break every URL built on it',
  ),
  siteUrl(
    'https://hr"brief.com',
    'must have a plain host name (letters, digits, hyphens and dots), like https://example.com',
    'a site URL whose host has a quote',
  ),
  headline('.', nothing, 'a headline that is a full stop'),
  headline(
    'H-1B \u202Eoverhaul of fees',
    reorders('U+202E', 6),
    'a right-to-left override inside a headline',
  ),
  privacyUpdated('2199-01-15', future, 'a privacy policy last updated in 2199'),
  correctionDate('2199-11-22', future, 'a correction dated 2199'),
  sourceDate('2199-09-24', future, 'a source dated 2199'),
  publishDate(
    '1900-09-24',
    'is outside the allowed range (2000-01-01 or later)',
    'a publish date in 1900, and not also outside the corpus window or before its sources',
  ),
  headline(
    'عمال المدينة يكسبون حكما',
    cardCannot('"ع" (U+0639)'),
    'an Arabic headline, which the social card cannot draw',
  ),
  siteDescription(
    'News for HR leaders: 人力资源.',
    cardCannot('"人" (U+4EBA)'),
    'Chinese in the site description, the home card’s headline',
  ),
]

describe("the seed refuses by the Studio's rules, in their words", () => {
  let dir: string

  beforeAll(async () => {
    dir = await scratchSeedDir()
  })

  it.each(studioRules)('refuses $name', (bad) => expectRefused(dir, bad))
})

describe("what the Studio's rules let through in the seed", () => {
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
      name: 'a second line, a tab, emoji and invisible characters among visible ones in a standfirst',
      field: 'dek',
      value: 'The fee rises.\nA second line.\tThen a tab, 👍 and a\u200Bzero-width space.',
    },
    {
      name: 'Arabic in a standfirst, which no card shows',
      field: 'dek',
      value: 'The ruling, published in Arabic as حكم المحكمة, took effect at once.',
    },
  ]

  it.each(fine)('takes $name', async ({ field: name, value }) => {
    const content = await contentCopy()
    h1b(content)[name] = value
    const result = await buildDataset(content, { imagesDir, expectations: corpusExpectations })
    expect(result.ok ? [] : result.issues).toEqual([])
  })
})
