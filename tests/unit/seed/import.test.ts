import { describe, expect, it } from 'vitest'
import type { DatasetDocument } from '@/lib/sanity/datasetFile'
import { planDocuments, sameContent } from '@/seed/import/runImport'

const doc = (id: string, fields: Record<string, unknown> = {}) =>
  ({ _id: id, _type: 'test', ...fields }) as DatasetDocument

describe('comparing the seed with the dataset', () => {
  const seeded = doc('a', { title: 'T', body: [{ _key: 'k', text: 'x' }] })

  it('ignores the fields the server adds and the order of keys', () => {
    const stored = {
      body: [{ text: 'x', _key: 'k' }],
      title: 'T',
      _type: 'test',
      _id: 'a',
      _rev: 'r',
      _updatedAt: 'now',
      _createdAt: 'then',
    }
    expect(sameContent(seeded, stored)).toBe(true)
  })

  it('sees a change deep inside a document', () => {
    expect(sameContent(seeded, { ...seeded, body: [{ _key: 'k', text: 'y' }] })).toBe(false)
    expect(sameContent(seeded, { ...seeded, extra: 1 })).toBe(false)
  })

  it('sorts documents into create, update and leave alone', () => {
    const plan = planDocuments(
      [doc('new'), doc('same', { v: 1 }), doc('changed', { v: 1 })],
      new Map([
        ['same', { ...doc('same', { v: 1 }), _rev: 'r' }],
        ['changed', doc('changed', { v: 2 })],
        ['other', doc('other')],
      ]),
    )
    expect(
      [plan.create, plan.update, plan.unchanged].map((list) => list.map((d) => d._id)),
    ).toEqual([['new'], ['changed'], ['same']])
  })
})
