import { defineField, defineType } from 'sanity'
import { limits } from '@/schemas/vocabulary'
import { entries, text, textField } from '@/schemas/rules'

/** A heading with a paragraph: the building block of About and Careers sections. */
export const titledText = defineType({
  name: 'titledText',
  title: 'Titled text',
  type: 'object',
  fields: [
    textField('title', 'Title', limits.shortText),
    textField('text', 'Text', 1500, { rows: 4 }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
})

export const privacySection = defineType({
  name: 'privacySection',
  title: 'Policy section',
  type: 'object',
  fields: [
    textField('heading', 'Heading', limits.shortText),
    defineField({
      name: 'paragraphs',
      type: 'array',
      of: [{ type: 'text', rows: 4, validation: text('Paragraph', 2000) }],
      validation: entries('Paragraphs', 'paragraph', 1),
    }),
    defineField({
      name: 'items',
      title: 'List items',
      type: 'array',
      of: [{ type: 'text', rows: 2, validation: text('List item', limits.listItem) }],
    }),
  ],
  preview: { select: { title: 'heading' } },
})
