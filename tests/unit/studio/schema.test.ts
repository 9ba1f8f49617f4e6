import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSchema, defaultTemplateForType, resolveInitialValue, usEnglishLocale } from 'sanity'
import { readImportFile, type DatasetDocument, type JsonObject } from '@/lib/sanity/datasetFile'
import studioConfig from '@/sanity.config'
import {
  answersFrom,
  checkDocuments,
  datasetClient,
  documentProblems,
} from '@/schemas/checkDocuments'
import { heroSizeProblem } from '@/schemas/heroImage'
import { listLevelProblem, listLevelsMax } from '@/schemas/listNesting'
import { unknownBlockType, unknownField } from '@/schemas/undeclaredContent'
import { limits, topicBadges } from '@/schemas/vocabulary'
import { seedScratchDataset } from '@/tests/contract/support/seeded'

/**
 * The Studio's schema and its own document validation, which the seed and a hosted build's
 * snapshot check run too, on the seeded dataset: `documents` is what a test edits (a copy of
 * one), `dataset` what the rules ask (a test may add to it).
 */

type Config = { schema?: { types?: unknown } }

/** The schema types exactly as the Studio's config hands them to Sanity. */
const studioTypes = (studioConfig as Config).schema?.types as Parameters<
  typeof createSchema
>[0]['types']

/** Compiled the way the Studio compiles it, problems included. */
const studioSchema = createSchema({ name: 'default', types: studioTypes })

let documents: DatasetDocument[]
let dataset: DatasetDocument[]

/** Runs the Studio's own document validation against `dataset`; "path: message" for every error. */
async function studioProblems(document: DatasetDocument): Promise<string[]> {
  return (await documentProblems(document, answersFrom(dataset))).map(
    ({ field, message }) => `${field}: ${message}`,
  )
}

beforeAll(async () => {
  await seedScratchDataset()
  documents = await readImportFile(process.env.CONTENT_DATASET_FILE!)
  dataset = [...documents]
})

const problemsOf = (schema: ReturnType<typeof createSchema>) =>
  (
    (schema as unknown as { _validation?: { path: unknown; problems: unknown[] }[] })._validation ??
    []
  ).filter((group) => group.problems.length > 0)

const seeded = (id: string) => structuredClone(documents.find((document) => document._id === id)!)

describe("the Studio's schema", () => {
  it('compiles in the Studio with no errors or warnings', () => {
    expect(studioTypes.length).toBeGreaterThan(10)
    expect(problemsOf(studioSchema)).toEqual([])
  })

  it('would report a broken type (the check can fail)', () => {
    const broken = createSchema({
      name: 'default',
      types: [
        ...studioTypes,
        { name: 'oops', type: 'document', fields: [{ name: 'x', type: 'nope' }] },
      ],
    })
    expect(JSON.stringify(problemsOf(broken))).toContain('Unknown type: nope')
  })
})

/** A block with its links taken out, their text kept; any other block as it is. */
function withoutLinks(block: DatasetDocument): DatasetDocument {
  if (block._type !== 'block') return block
  const links = new Set((block.markDefs as DatasetDocument[]).map(({ _key }) => _key))
  const children = (block.children as (DatasetDocument & { marks: string[] })[]).map((span) => ({
    ...span,
    marks: span.marks.filter((mark) => !links.has(mark)),
  }))
  return { ...block, markDefs: [], children }
}

describe('validation messages say what is wrong, as the seed does', () => {
  it('on an article', async () => {
    const article = seeded('article-h1b-changes')
    const [lead, ...rest] = article.body as DatasetDocument[]
    const problems = await studioProblems({
      ...article,
      headline: '',
      dek: 'x'.repeat(301),
      slug: { _type: 'slug', current: 'H1B--Changes' },
      // One source left, and no link in the text: a link to a dropped source is a cause of its own.
      citations: (article.citations as DatasetDocument[]).slice(0, 1),
      // Led by another paragraph, and with a second list of key points.
      body: [
        ...rest,
        lead!,
        { ...rest.find(({ _type }) => _type === 'diveBrief')!, _key: 'again' },
      ].map(withoutLinks),
      hero: { _type: 'figure', alt: 'An image' },
    })
    expect(problems.sort()).toEqual([
      'body: Body has Key points twice; an article has one list of them.',
      'body: Body must open with a lead paragraph.',
      'citations: Citations needs 2 to 8 citations.',
      'dek: Standfirst must be at most 300 characters.',
      'headline: Headline is required.',
      'hero: Hero image needs an uploaded image.',
      'slug: Slug must be lower-case words joined by single hyphens.',
    ])
  })

  it('on the dates of an article, its correction and its sources, which an update may follow', async () => {
    const article = seeded('article-lufthansa-job-cuts')
    const published = String(article.publishedAt).slice(0, 10)
    const [first, ...others] = article.citations as DatasetDocument[]
    const dated = (sourceDate: string, changes: JsonObject) =>
      studioProblems({
        ...article,
        ...changes,
        citations: [{ ...first!, publishedAt: sourceDate }, ...others],
      })
    const revised = (updatedAt: string, date: string) => ({
      updatedAt,
      correction: { ...(article.correction as DatasetDocument), date },
    })
    expect(
      (await dated('2025-10-30', revised('2025-09-01T00:00:00Z', '2025-09-01'))).sort(),
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `^citations\\[.*\\]\\.publishedAt: Source date 2025-10-30 is after the article's publish date ${published}; cite only what was published before the story\\.$`,
        ),
      ),
      `correction.date: Correction date 2025-09-01 is before the publish date ${published}.`,
      `updatedAt: Updated at 2025-09-01 is before the publish date ${published}.`,
    ])
    expect((await dated('last year', revised('next week', 'soon'))).sort()).toEqual([
      expect.stringMatching(/^citations\[.*\]\.publishedAt: Source date is required\.$/),
      'correction.date: Correction date is required.',
      'updatedAt: Updated at must be a date.',
    ])
    // A source from after publication is fine when the update, dated later, reports it.
    const update = {
      _type: 'update',
      date: '2025-11-20',
      text: 'The plan has since been approved.',
    }
    expect(await dated('2025-11-20', { update })).toEqual([])
    expect(await dated('2025-11-21', { update })).toEqual([
      expect.stringMatching(
        /^citations\[.*\]\.publishedAt: Source date 2025-11-21 is after the update's date 2025-11-20; cite only what was published before the story or its update\.$/,
      ),
    ])
  })

  it('on a summary, a category and the settings', async () => {
    const summary = seeded('summary-h1b-changes-talent')
    const category = seeded('category-culture')
    const settings = seeded('siteSettings')
    const contact = settings.contact as DatasetDocument
    const first = (summary.categories as DatasetDocument[])[0]!
    expect(
      await studioProblems({
        ...summary,
        excerpt: '',
        categories: [first, { ...first, _key: 'again' }],
      }),
    ).toEqual(
      expect.arrayContaining([
        'excerpt: Excerpt is required.',
        'categories: Categories lists a category twice.',
      ]),
    )
    expect(
      (
        await studioProblems({ ...category, order: 1.5, slug: { _type: 'slug', current: 'hr' } })
      ).sort(),
    ).toEqual([
      'order: Order must be a whole number.',
      'slug: Slug must be one of: leadership, talent, culture, analytics.',
    ])
    expect(
      await studioProblems({
        ...settings,
        siteUrl: 'http://example.com/',
        contact: { ...contact, address: [] },
      }),
    ).toEqual(
      expect.arrayContaining([
        'siteUrl: Published URL must be an https URL.',
        'siteUrl: Published URL must not end with a slash.',
        'contact.address: Address needs 1 to 5 lines.',
      ]),
    )
  })

  /** Sanity's own check of the slug type's inner field. */
  const sanitysOwn = /^slug\.current:/

  /** Each of Sanity's built-in validation messages, as a pattern ("Must be at most .* long"). */
  const sanitysWords = Object.values(
    (usEnglishLocale.bundles ?? []).flatMap((bundle) =>
      typeof bundle === 'object' && bundle.namespace === 'validation'
        ? [bundle.resources as Record<string, string>]
        : [],
    )[0] ?? {},
  ).map(
    (words) =>
      new RegExp(
        `: ${words.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{[^}]*\}\}/g, '.*')}$`,
      ),
  )
  const isGeneric = (problem: string) =>
    !sanitysOwn.test(problem) &&
    (problem.includes('validation:') || sanitysWords.some((words) => words.test(problem)))

  it("knows Sanity's generic messages, as keys or in words (the check can fail)", () => {
    expect(sanitysWords.length).toBeGreaterThan(20)
    expect(isGeneric('topic: validation:generic.not-allowed')).toBe(true)
    expect(isGeneric('headline: Must be at most 140 characters long')).toBe(true)
    expect(isGeneric('headline: Headline must be at most 140 characters.')).toBe(false)
  })

  it('never falls back to a generic message for a rule this project sets', async () => {
    // Emptying every field breaks each required rule; overlong text breaks each length limit.
    // The rules are a type's: of each type, the document with the most fields (the last set).
    const generic: string[] = []
    const fields = (document: DatasetDocument) => Object.keys(document).length
    const ofEachType = new Map(
      documents
        .filter((doc) => doc._type !== 'sanity.imageAsset')
        .toSorted((a, b) => fields(a) - fields(b))
        .map((doc) => [doc._type, doc]),
    )
    for (const document of ofEachType.values()) {
      const emptied = Object.fromEntries(
        Object.entries(document).filter(([key]) => key.startsWith('_')),
      ) as DatasetDocument
      const overlong = Object.fromEntries(
        Object.entries(document).map(([key, value]) => [
          key,
          typeof value === 'string' && !key.startsWith('_') ? 'x'.repeat(5000) : value,
        ]),
      ) as DatasetDocument
      for (const broken of [emptied, overlong])
        for (const problem of await studioProblems(broken))
          if (isGeneric(problem)) generic.push(`${document._id} › ${problem}`)
    }
    expect(generic).toEqual([])
  })
})

describe('one message per cause, at the place of the cause', () => {
  it('names a link to a source that is not among the citations on its paragraph', async () => {
    const story = seeded('article-h1b-changes')
    const body = story.body as DatasetDocument[]
    const linked = body.findIndex((block) => Array.isArray(block.markDefs) && block.markDefs.length)
    const block = body[linked]!
    body[linked] = {
      ...block,
      markDefs: [{ _type: 'link', _key: 'uncited', href: 'https://example.com/uncited' }],
    }
    expect(await studioProblems(story)).toContain(
      `body[_key=="${String(block._key)}"]: Paragraph links to https://example.com/uncited, which is not among the citations; cite every source the text links to.`,
    )
  })

  it('takes a date of today wherever the editor is, and a story scheduled for 2199', async () => {
    const today = new Date().toISOString().slice(0, 10)
    expect(await studioProblems({ ...seeded('privacyPage'), lastUpdated: today })).toEqual([])
    // A story never revised: a revision or a note could not precede its publish date.
    const unrevised = structuredClone(documents.find((document) => document._type === 'article')!)
    for (const field of ['updatedAt', 'correction', 'update']) delete unrevised[field]
    const scheduled = { ...unrevised, publishedAt: '2199-09-24T12:00:00.000Z' }
    expect(await studioProblems(scheduled)).toEqual([])
  })
})

describe('new documents', () => {
  // Initial values resolve in the browser, where the Studio runs; a bare window will do.
  beforeAll(() => vi.stubGlobal('window', {}))
  afterAll(() => vi.unstubAllGlobals())

  const context = (newsDesk: () => Promise<string | null>) =>
    ({
      projectId: 'test',
      dataset: 'test',
      schema: studioSchema,
      currentUser: null,
      getClient: () => ({ fetch: newsDesk }),
    }) as unknown as Parameters<typeof resolveInitialValue>[3]
  const initialArticle = (newsDesk: () => Promise<string | null>) =>
    resolveInitialValue(
      studioSchema,
      defaultTemplateForType(studioSchema.get('article')!),
      {},
      context(newsDesk),
      { useCache: false },
    )

  it('an article starts bylined to the news desk from Site settings, dated now', async () => {
    const before = Date.now()
    const value = await initialArticle(async () => 'author-weekend-desk')
    expect(value.author).toEqual({ _type: 'reference', _ref: 'author-weekend-desk' })
    expect(value.showBackToHome).toBe(true)
    expect(Date.parse(value.publishedAt)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('an article starts with no byline when settings cannot be read, for the editor to pick', async () => {
    const value = await initialArticle(async () => {
      throw new Error('offline')
    })
    expect(value.author).toBeUndefined()
  })
})

describe('lists in the desk', () => {
  const preview = (type: string, values: Record<string, unknown>) => {
    const schemaType = studioSchema.get(type) as unknown as {
      preview: { prepare: (value: Record<string, unknown>) => Record<string, unknown> }
    }
    return schemaType.preview.prepare(values)
  }

  it("show an article with its headline, date, badge and hero; a summary with its article's hero when it has none", () => {
    const hero = { _type: 'figure', asset: { _ref: 'image-x' } }
    const article = {
      title: 'H-1B fee',
      date: '2025-09-20T16:00:00.000Z',
      topic: 'Immigration Policy',
      media: hero,
    }
    expect(preview('article', article)).toEqual({
      title: 'H-1B fee',
      subtitle: 'Sept. 20, 2025 · Immigration Policy',
      media: hero,
    })
    expect(
      preview('summary', { title: 'Card', date: '2025-11-02T16:00:00.000Z', heroMedia: hero }),
    ).toEqual({ title: 'Card', subtitle: 'Nov. 2, 2025', media: hero })
  })
})

type Json = Record<string, unknown>
type Block = Json & { _key: string; children: Json[]; style?: string; listItem?: string }

/** The first article with a plain paragraph, and that paragraph's place in its body. */
function articleWithParagraph() {
  const article = structuredClone(documents.find(({ _type }) => _type === 'article')!)
  const body = article.body as Json[] as Block[]
  const index = body.findIndex((block) => block._type === 'block' && block.style === 'normal')
  return { article, body, block: body[index]!, key: String(body[index]!._key) }
}

describe('a document with what its type does not declare is refused', () => {
  it('a value of another kind than its field takes, in words, where Sanity says "is required"', async () => {
    const { article } = articleWithParagraph()
    expect(
      (await studioProblems({ ...article, headline: 42, showBackToHome: 'yes' })).sort(),
    ).toEqual([
      'headline: Headline must be text, not a number.',
      'showBackToHome: Show "Back to Home" button must be true or false, not text.',
    ])
  })

  it('a block of a type the body does not take, naming the types it does', async () => {
    const { article, body } = articleWithParagraph()
    const unknown = 'mystery'
    ;(body as Json[]).push({ _type: unknown, _key: 'x1', text: 'A paragraph of its own.' })
    const problems = await studioProblems(article)
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^body\\[_key=="x1"\\]: Body holds "${unknown}", which ${unknownBlockType}; use one of: `,
        ),
      ),
    ])
    const declared = studioSchema.get('articleBody') as unknown as {
      of: { name: string; title?: string }[]
    }
    for (const member of declared.of)
      expect(problems[0]).toContain(member.name === 'block' ? 'text' : member.title!)
  })

  it('a mark that is neither a decorator nor a link of its block', async () => {
    const { article, block, key } = articleWithParagraph()
    const span = block.children[0]!
    span.marks = ['underline']
    expect(await studioProblems(article)).toEqual([
      `body[_key=="${key}"].children[_key=="${String(span._key)}"].marks: Text is marked "underline", which is neither a style the Studio offers (strong, em) nor a link of this paragraph; remove the mark.`,
    ])
  })

  it('a field no type declares: on the document, on a block, on a span, in an object', async () => {
    const { article, block, key } = articleWithParagraph()
    const span = block.children[0]!
    article.sidebar = 'Text the page never shows.'
    block.note = 'x'
    span.comment = 'x'
    ;(article.hero as DatasetDocument).caption = 'x'
    expect((await studioProblems(article)).sort()).toEqual(
      [
        `sidebar: "sidebar" ${unknownField}.`,
        `body[_key=="${key}"].note: "note" ${unknownField}.`,
        `body[_key=="${key}"].children[_key=="${String(span._key)}"].comment: "comment" ${unknownField}.`,
        `hero.caption: "caption" ${unknownField}.`,
      ].sort(),
    )
  })

  it('a style, a list kind or a closed list value the Studio does not offer, with those it does', async () => {
    const { article, block, key } = articleWithParagraph()
    block.style = 'h6'
    block.listItem = 'check'
    article.topic = 'Gossip'
    expect((await studioProblems(article)).sort()).toEqual(
      [
        `body[_key=="${key}"].style: Style must be one of: normal, lead, h2, h3, blockquote.`,
        `body[_key=="${key}"].listItem: List kind must be one of: bullet, number.`,
        `topic: Topic badge must be one of: ${topicBadges.join(', ')}.`,
      ].sort(),
    )
  })
})

describe('paragraphs are held to the seed’s limits', () => {
  it.each([
    ['a paragraph', 'normal', undefined, 'Paragraph', limits.paragraph],
    ['a lead', 'lead', undefined, 'Lead paragraph', limits.lead],
    ['a heading', 'h2', undefined, 'Heading', limits.shortText],
    ['a list item', 'normal', 'bullet', 'List item', limits.listItem],
  ])('%s', async (_, style, listItem, label, max) => {
    const { article, block, key } = articleWithParagraph()
    block.style = style
    if (listItem) block.listItem = listItem
    block.children = [{ _type: 'span', _key: 's', text: 'x'.repeat(max), marks: [] }]
    const shown = article.body as Block[]
    // The body must still open with its lead: a lead is checked in the first place.
    if (style === 'lead') {
      shown.splice(shown.indexOf(block), 1)
      shown.splice(0, 1, block)
    }
    const problems = async () =>
      (await studioProblems(article)).filter((problem) => problem.includes(key))
    expect(await problems()).toEqual([])
    block.children[0]!.text = 'x'.repeat(100_000)
    expect(await problems()).toEqual([
      `body[_key=="${key}"]: ${label} must be at most ${max} characters.`,
    ])
  })
})

// That Sanity's own messages come out in this project's words, not as i18n keys: the seed's
// refusals of a reference to no document (refusals.test.ts).
describe("Sanity's own messages", () => {
  it('an email address with a line break is not an email address, not a missing one', async () => {
    const settings = seeded('siteSettings')
    const contact = settings.contact as DatasetDocument
    expect(
      await studioProblems({
        ...settings,
        contact: { ...contact, email: 'news@example.com\nx@y.z' },
      }),
    ).toEqual(['contact.email: Email must be an email address.'])
    const withoutEmail = { ...contact }
    delete withoutEmail.email
    expect(await studioProblems({ ...settings, contact: withoutEmail })).toEqual([
      'contact.email: Email is required.',
    ])
  })
})

describe('a hero image in the Studio', () => {
  // Too narrow, 1199×675: the seed's images.test.ts, through the same rule.
  it.each([
    ['refused', 8000, 20],
    ['taken', 1200, 675],
  ])(
    'is %s at %i×%i, a refusal naming the smallest size and shape',
    async (verdict, width, height) => {
      // The story with a hero uploaded at this size: an asset id as Sanity names it.
      const assetId = `image-${'ab'.repeat(20)}-${width}x${height}-jpg`
      dataset.push({ _id: assetId, _type: 'sanity.imageAsset' })
      const story = seeded('article-h1b-changes')
      const hero = {
        ...(story.hero as DatasetDocument),
        asset: { _type: 'reference', _ref: assetId },
      }
      const problems = await studioProblems({ ...story, hero })
      expect(problems.filter((problem) => problem.startsWith('hero:'))).toEqual(
        verdict === 'refused' ? [`hero: Hero image ${heroSizeProblem(width, height)}.`] : [],
      )
    },
  )
})

describe('a list in an article’s body', () => {
  it(`is taken nested ${listLevelsMax} levels deep, and refused deeper by each item too deep`, async () => {
    // A bullet list after the story's lead, one item at each level.
    const story = seeded('article-h1b-changes')
    const [lead, ...rest] = story.body as JsonObject[]
    const levels = Array.from({ length: listLevelsMax + 2 }, (_, i) => i + 1)
    const items = levels.map((level, i) => ({
      _type: 'block',
      _key: `nested${i}`,
      style: 'normal',
      listItem: 'bullet',
      level,
      markDefs: [],
      children: [
        { _type: 'span', _key: `nested${i}s`, text: `A point at level ${level}.`, marks: [] },
      ],
    }))
    const problems = await studioProblems({ ...story, body: [lead!, ...items, ...rest] })
    expect(listLevelProblem(listLevelsMax + 1)).toContain(`at most ${listLevelsMax} levels`)
    expect(problems.filter((problem) => problem.startsWith('body'))).toEqual(
      levels
        .filter((level) => level > listLevelsMax)
        .map((level) => `body[_key=="nested${level - 1}"]: Body ${listLevelProblem(level)}.`),
    )
  })
})

// Each check takes only the documents it names: the rules ask the whole dataset all the same.
describe('the check of a set of published documents asks the dataset truly', () => {
  it('names both documents of a shared slug, card title (in any case) or headline', async () => {
    const card = seeded('summary-h1b-changes-talent')
    const article = seeded('article-h1b-changes')
    const changed: DatasetDocument[] = [
      { ...seeded('summary-starbucks-dress-code'), title: String(card.title).toUpperCase() },
      {
        ...seeded('article-starbucks-dress-code'),
        headline: article.headline!,
        slug: article.slug!,
      },
    ]
    const dataset = documents.filter(({ _id }) => !_id.includes('starbucks')).concat(changed)
    const problems = await checkDocuments([card, article, ...changed], dataset)
    expect(problems.map(({ id, field, message }) => `${id} › ${field}: ${message}`).sort()).toEqual(
      [
        'article-h1b-changes › headline: Headline is already used by another article; each needs its own.',
        'article-h1b-changes › slug: Slug is already in use',
        'article-starbucks-dress-code › headline: Headline is already used by another article; each needs its own.',
        'article-starbucks-dress-code › slug: Slug is already in use',
        'summary-h1b-changes-talent › title: Title is already used by another summary card; each needs its own.',
        'summary-starbucks-dress-code › title: Title is already used by another summary card; each needs its own.',
      ],
    )
  })

  it("but not a document's own copy, nor its draft's", async () => {
    const draft = {
      ...seeded('summary-h1b-changes-talent'),
      _id: 'drafts.summary-h1b-changes-talent',
    }
    const published = seeded('summary-h1b-changes-talent')
    expect(await checkDocuments([published, draft], [...documents, draft])).toEqual([])
  })

  it('stops on anything else a rule asks the client, naming what and where to answer it', () => {
    const client = datasetClient(async () => true)
    expect(() => client.getDocument).toThrow(
      'A rule in schemas/ asked the dataset through client.getDocument, which validation outside the Studio cannot answer; ask with client.fetch, or answer it in schemas/checkDocuments.ts',
    )
  })
})
