import { defineField, defineType } from 'sanity'
import { limits } from '../vocabulary'
import { httpsUrl, text } from '../rules'

export const citation = defineType({
  name: 'citation',
  title: 'Citation',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Headline',
      type: 'string',
      validation: text('Headline', limits.citationTitle),
    }),
    defineField({
      name: 'publisher',
      type: 'string',
      validation: text('Publisher', limits.publisher),
    }),
    defineField({
      name: 'url',
      title: 'URL',
      type: 'url',
      validation: httpsUrl('URL'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'publisher' } },
})
