import { defineField, defineType } from 'sanity'
import { HeartIcon } from '@sanity/icons/Heart'
import { benefitIcons, limits } from '@/schemas/vocabulary'
import { order, required, text } from '@/schemas/rules'

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
      validation: required('Icon'),
    }),
    defineField({ name: 'title', type: 'string', validation: text('Title', 80) }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 3,
      validation: text('Description', limits.description),
    }),
    defineField({
      name: 'order',
      type: 'number',
      validation: order(),
    }),
  ],
  orderings: [{ title: 'Page order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
