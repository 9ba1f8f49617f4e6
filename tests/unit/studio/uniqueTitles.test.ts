import { beforeAll, describe, expect, it } from 'vitest'
import { seededDataset } from '@/tests/unit/studio/studio'
import type { DatasetDocument } from '@/lib/sanity/datasetFile'
import { checkDocuments, datasetClient, documentTypes } from '@/schemas/checkDocuments'

/**
 * Outside the Studio (a hosted build's check, the seed) a rule that asks the dataset is answered
 * from the whole dataset, as the Studio's client would answer it, never passed unasked.
 */

let documents: DatasetDocument[]

beforeAll(async () => {
  ;({ documents } = await seededDataset())
})

const byId = (id: string) => structuredClone(documents.find(({ _id }) => _id === id)!)
/** What a hosted build checks: the documents of the project's own types. */
const ours = (list: DatasetDocument[]) => list.filter(({ _type }) => documentTypes.includes(_type))

describe('the check of a set of published documents asks the dataset truly', () => {
  it('names both documents of a shared slug, card title (in any case) or headline', async () => {
    const card = byId('summary-h1b-changes-talent')
    const article = byId('article-h1b-changes')
    const changed: DatasetDocument[] = [
      { ...byId('summary-starbucks-dress-code'), title: String(card.title).toUpperCase() },
      { ...byId('article-starbucks-dress-code'), headline: article.headline!, slug: article.slug! },
    ]
    const dataset = documents.filter(({ _id }) => !_id.includes('starbucks')).concat(changed)
    const problems = await checkDocuments(ours(dataset), dataset)
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
      ...byId('summary-h1b-changes-talent'),
      _id: 'drafts.summary-h1b-changes-talent',
    }
    expect(await checkDocuments(ours([...documents, draft]), [...documents, draft])).toEqual([])
  })

  it('stops on anything else a rule asks the client, naming what and where to answer it', () => {
    const client = datasetClient(async () => true)
    expect(() => client.getDocument).toThrow(
      'A rule in schemas/ asked the dataset through client.getDocument, which validation outside the Studio cannot answer; ask with client.fetch, or answer it in schemas/checkDocuments.ts',
    )
  })
})
