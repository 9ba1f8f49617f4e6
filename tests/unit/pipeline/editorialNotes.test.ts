import { expect, it } from 'vitest'
import { editorialNotes } from '@/scripts/pipeline/snapshot/editorialNotes'

const doc = (_id: string, _type: string, fields: Record<string, string>) => ({
  _id,
  _type,
  ...fields,
})

it('names the documents whose pages would share a description, and no others', () => {
  const notes = editorialNotes([
    doc('author-a', 'author', { bio: 'Covers the workplace.' }),
    doc('author-b', 'author', { bio: 'Covers the workplace. ' }),
    doc('author-c', 'author', { bio: 'Covers pay.' }),
    doc('drafts.author-c', 'author', { bio: 'Covers the workplace.' }),
    doc('topic-x', 'topic', { description: 'Covers pay.' }),
    doc('settings', 'siteSettings', { description: 'Covers pay.' }),
  ])
  expect(notes).toEqual([
    expect.stringContaining('author-a › bio, author-b › bio hold the same text'),
    expect.stringContaining('author-c › bio, topic-x › description hold the same text'),
  ])
})
