import { describe, expect, it } from 'vitest'
import type { DatasetDocument } from '@/lib/content/embeddedDataset'
import { sameContent } from '@/seed/import/compare'
import { batches, referenceOrder } from '@/seed/import/order'
import { planDocuments, withAssetIds } from '@/seed/import/plan'

const ref = (id: string, weak = false) => ({
  _type: 'reference',
  _ref: id,
  ...(weak && { _weak: true }),
})
const doc = (id: string, fields: Record<string, unknown> = {}) =>
  ({ _id: id, _type: 'test', ...fields }) as DatasetDocument
const ids = (groups: DatasetDocument[][]) => groups.map((group) => group.map((d) => d._id))

describe('the order of writes', () => {
  it('puts every document after the documents it references', () => {
    const documents = [
      doc('a-home', { featured: ref('s-card') }),
      doc('b-article', { hero: { asset: ref('image-1') } }),
      doc('s-card', { article: ref('b-article'), categories: [ref('c-cat')] }),
      doc('c-cat'),
    ]
    expect(ids(referenceOrder(documents))).toEqual([
      ['b-article'],
      ['c-cat'],
      ['s-card'],
      ['a-home'],
    ])
  })

  it('keeps documents that reference each other together, for one transaction', () => {
    const documents = [doc('x', { next: ref('y') }), doc('y', { next: ref('x') }), doc('z')]
    expect(ids(referenceOrder(documents))).toEqual([['z'], ['x', 'y']])
  })

  it('lets weak references dangle in any order', () => {
    const documents = [doc('a', { seeAlso: ref('b', true) }), doc('b')]
    expect(ids(referenceOrder(documents))).toEqual([['a'], ['b']])
  })

  it('fills transactions up to the limits, never splitting a group', () => {
    const groups = [[doc('1')], [doc('2'), doc('3')], [doc('4')], [doc('5')]]
    expect(ids(batches(groups, { documents: 2, bytes: 1e6 }))).toEqual([
      ['1'],
      ['2', '3'],
      ['4', '5'],
    ])
    // Each document is 26 bytes of JSON; a group over the limit still goes, alone.
    expect(ids(batches(groups, { documents: 10, bytes: 50 }))).toEqual([
      ['1'],
      ['2', '3'],
      ['4'],
      ['5'],
    ])
  })
})

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

  it('points references at the asset ids the dataset uses', () => {
    const [renamed] = withAssetIds(
      [doc('a', { hero: { asset: ref('image-local') }, other: ref('image-kept') })],
      new Map([
        ['image-local', 'image-stored'],
        ['image-kept', 'image-kept'],
      ]),
    )
    expect(renamed).toMatchObject({
      hero: { asset: { _ref: 'image-stored' } },
      other: { _ref: 'image-kept' },
    })
  })
})
