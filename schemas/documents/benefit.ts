import { defineField, defineType } from 'sanity'
import { HeartIcon } from '@sanity/icons/Heart'
import { benefitIcons, limits } from '../vocabulary'

export const benefit = defineType({
  name: 'benefit',
  title: 'Benefit',
  type: 'document',
  icon: HeartIcon,
  fields: [
    defineField({
      name: 'icon',
      type: 'string',
      options: { list: [...benefitIcons] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(limits.description),
    }),
    defineField({
      name: 'order',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Page order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
