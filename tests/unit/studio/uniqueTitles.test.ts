import { evaluate, parse } from 'groq-js'
import type { ValidationContext } from 'sanity'
import { beforeAll, describe, expect, it } from 'vitest'
import { seededDataset } from '@/tests/unit/studio/studio'
import type { DatasetDocument } from '@/lib/sanity/datasetFile'
import { checkDocuments, documentTypes } from '@/schemas/checkDocuments'
import { uniqueTitle } from '@/schemas/titleIsUnique'

/**
 * Two cards or two articles under one title: the Studio asks the dataset (here groq-js over the
 * seeded one, as the Content Lake would answer), a hosted build's check looks at every
 * published document.
 */

let documents: DatasetDocument[]

beforeAll(async () => {
  ;({ documents } = await seededDataset())
})

const byId = (id: string) => structuredClone(documents.find(({ _id }) => _id === id)!)

/** The Studio's context for one document, its client answering from the seeded dataset. */
const contextFor = (document: DatasetDocument) =>
  ({
    document,
    getClient: () => ({
      fetch: async (query: string, params: Record<string, unknown>) =>
        (await evaluate(parse(query), { dataset: documents, params })).get(),
    }),
  }) as unknown as ValidationContext

describe('the Studio refuses a title another document has', () => {
  it("a card's title, in any case", async () => {
    const taken = byId('summary-h1b-changes-talent').title as string
    const card = byId('summary-starbucks-dress-code')
    const rule = uniqueTitle('title', 'Title', 'another summary card')
    expect(await rule(` ${taken.toUpperCase()}`, contextFor(card))).toBe(
      'Title is already used by another summary card; each needs its own.',
    )
  })

  it("an article's headline", async () => {
    const taken = byId('article-h1b-changes').headline as string
    const rule = uniqueTitle('headline', 'Headline', 'another article')
    expect(await rule(taken, contextFor(byId('article-starbucks-dress-code')))).toBe(
      'Headline is already used by another article; each needs its own.',
    )
  })

  it("but not the document's own title, nor its draft's", async () => {
    const card = byId('summary-h1b-changes-talent')
    const rule = uniqueTitle('title', 'Title', 'another summary card')
    expect(await rule(card.title, contextFor(card))).toBe(true)
    expect(await rule(card.title, contextFor({ ...card, _id: `drafts.${card._id}` }))).toBe(true)
  })
})

describe("a hosted build's check of the published documents", () => {
  it('names a card whose title another card has', async () => {
    const first = byId('summary-h1b-changes-talent')
    const second = { ...byId('summary-starbucks-dress-code'), title: first.title }
    // What a hosted build checks: the documents of the project's own types.
    const published = documents.filter(
      ({ _id, _type }) => documentTypes.includes(_type) && _id !== second._id,
    )
    const ids = new Set(documents.map(({ _id }) => _id))
    const problems = await checkDocuments([...published, second], ids)
    expect(problems).toEqual([
      {
        id: 'summary-starbucks-dress-code',
        field: 'title',
        message: 'is already the title of summary-h1b-changes-talent; each needs its own',
      },
    ])
  })
})
