import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSchema, defaultTemplateForType, resolveInitialValue, usEnglishLocale } from 'sanity'
import type { DatasetDocument } from '@/lib/sanity/datasetFile'
import {
  studioProblems,
  studioSchema,
  studioTypes,
  seededDataset,
} from '@/tests/unit/studio/studio'

let documents: DatasetDocument[]
let dataset: DatasetDocument[]

beforeAll(async () => {
  ;({ documents, dataset } = await seededDataset())
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
    const problems = await studioProblems(
      {
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
      },
      dataset,
    )
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

  it('on the dates of an article, its correction and its sources', async () => {
    const article = seeded('article-lufthansa-job-cuts')
    const published = String(article.publishedAt).slice(0, 10)
    const [first, ...others] = article.citations as DatasetDocument[]
    const dated = (updatedAt: string, correctionDate: string, sourceDate: string) =>
      studioProblems(
        {
          ...article,
          updatedAt,
          correction: { ...(article.correction as DatasetDocument), date: correctionDate },
          citations: [{ ...first!, publishedAt: sourceDate }, ...others],
        },
        dataset,
      )
    expect((await dated('2025-09-01T00:00:00Z', '2025-09-01', '2025-10-30')).sort()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^citations\\[.*\\]\\.publishedAt: Source date 2025-10-30 is after the article's publish date ${published}; cite only what was published before the story\\.$`,
        ),
      ),
      `correction.date: Correction date 2025-09-01 is before the publish date ${published}.`,
      `updatedAt: Updated at 2025-09-01 is before the publish date ${published}.`,
    ])
    expect((await dated('next week', 'soon', 'last year')).sort()).toEqual([
      expect.stringMatching(/^citations\[.*\]\.publishedAt: Source date is required\.$/),
      'correction.date: Correction date is required.',
      'updatedAt: Updated at must be a date.',
    ])
  })

  it('on an update: after the publish date, and the last day a source it reports may carry', async () => {
    const article = seeded('article-lufthansa-job-cuts')
    const published = String(article.publishedAt).slice(0, 10)
    const [first, ...others] = article.citations as DatasetDocument[]
    const updated = (updateDate: string, sourceDate: string) =>
      studioProblems(
        {
          ...article,
          update: { _type: 'update', date: updateDate, text: 'The plan has since been approved.' },
          citations: [{ ...first!, publishedAt: sourceDate }, ...others],
        },
        dataset,
      )
    // A source from after publication is fine when the update, dated later, reports it.
    expect(await updated('2025-11-20', '2025-11-20')).toEqual([])
    expect((await updated('2025-11-20', '2025-11-21')).sort()).toEqual([
      expect.stringMatching(
        /^citations\[.*\]\.publishedAt: Source date 2025-11-21 is after the update's date 2025-11-20; cite only what was published before the story or its update\.$/,
      ),
    ])
    expect((await updated('2025-09-01', '2025-09-01')).sort()).toEqual([
      `update.date: Update date 2025-09-01 is before the publish date ${published}.`,
    ])
    expect(await updated('soon', '2025-09-01')).toEqual(['update.date: Update date is required.'])
  })

  it('on a summary, a category and the settings', async () => {
    const summary = seeded('summary-h1b-changes-talent')
    const category = seeded('category-culture')
    const settings = seeded('siteSettings')
    const contact = settings.contact as DatasetDocument
    const first = (summary.categories as DatasetDocument[])[0]!
    expect(
      await studioProblems(
        { ...summary, excerpt: '', categories: [first, { ...first, _key: 'again' }] },
        dataset,
      ),
    ).toEqual(
      expect.arrayContaining([
        'excerpt: Excerpt is required.',
        'categories: Categories lists a category twice.',
      ]),
    )
    expect(
      (
        await studioProblems(
          { ...category, order: 1.5, slug: { _type: 'slug', current: 'hr' } },
          dataset,
        )
      ).sort(),
    ).toEqual([
      'order: Order must be a whole number.',
      'slug: Slug must be one of: leadership, talent, culture, analytics.',
    ])
    expect(
      await studioProblems(
        { ...settings, siteUrl: 'http://example.com/', contact: { ...contact, address: [] } },
        dataset,
      ),
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
    expect(isGeneric('topic: Value "x" did not match any allowed values')).toBe(true)
    expect(isGeneric('headline: Must be at most 140 characters long')).toBe(true)
    expect(isGeneric('headline: Headline must be at most 140 characters.')).toBe(false)
  })

  it('never falls back to a generic message for a rule this project sets', async () => {
    // Emptying every field breaks each required rule; overlong text breaks each length limit.
    const generic: string[] = []
    for (const document of documents.filter((doc) => doc._type !== 'sanity.imageAsset')) {
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
        for (const problem of await studioProblems(broken, dataset))
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
    expect(await studioProblems(story, dataset)).toContain(
      `body[_key=="${String(block._key)}"]: Paragraph links to https://example.com/uncited, which is not among the citations; cite every source the text links to.`,
    )
  })

  it('reports a publish date in 1900 alone, not every source as dated after it', async () => {
    const story = seeded('article-h1b-changes')
    expect(
      await studioProblems({ ...story, publishedAt: '1900-09-24T12:00:00.000Z' }, dataset),
    ).toEqual(['publishedAt: Publish date is outside the allowed range (2000-01-01 or later).'])
  })

  it('takes a date of today wherever the editor is, and a story scheduled for 2199', async () => {
    const today = new Date().toISOString().slice(0, 10)
    expect(await studioProblems({ ...seeded('privacyPage'), lastUpdated: today }, dataset)).toEqual(
      [],
    )
    // A story never revised: a revision or a note could not precede its publish date.
    const unrevised = structuredClone(documents.find((document) => document._type === 'article')!)
    for (const field of ['updatedAt', 'correction', 'update']) delete unrevised[field]
    const scheduled = { ...unrevised, publishedAt: '2199-09-24T12:00:00.000Z' }
    expect(await studioProblems(scheduled, dataset)).toEqual([])
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

  it('show an article with its headline, date and hero thumbnail', () => {
    const hero = { _type: 'figure', asset: { _ref: 'image-x' } }
    expect(
      preview('article', {
        title: 'H-1B fee',
        date: '2025-09-20T16:00:00.000Z',
        topic: 'Immigration Policy',
        media: hero,
      }),
    ).toEqual({ title: 'H-1B fee', subtitle: 'Sept. 20, 2025 · Immigration Policy', media: hero })
  })

  it("show a summary with the article's hero when it has no image of its own", () => {
    const hero = { _type: 'figure', asset: { _ref: 'image-x' } }
    expect(
      preview('summary', { title: 'Card', date: '2025-11-02T16:00:00.000Z', heroMedia: hero }),
    ).toEqual({ title: 'Card', subtitle: 'Nov. 2, 2025', media: hero })
  })
})
