import { defineField, defineType } from 'sanity'
import { limits } from '../vocabulary'

export const citation = defineType({
  name: 'citation',
  title: 'Citation',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Headline',
      type: 'string',
      validation: (rule) => rule.required().max(limits.citationTitle),
    }),
    defineField({
      name: 'publisher',
      type: 'string',
      validation: (rule) => rule.required().max(limits.publisher),
    }),
    defineField({
      name: 'url',
      title: 'URL',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'publisher' } },
})
