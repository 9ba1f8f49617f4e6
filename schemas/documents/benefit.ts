import { defineField, defineType } from 'sanity'
import { HeartIcon } from '@sanity/icons/Heart'
import { benefitIcons, limits } from '@/schemas/vocabulary'
import { orderField, required, textField } from '@/schemas/rules'

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
    textField('title', 'Title', 80),
    textField('description', 'Description', limits.description, { rows: 3 }),
    orderField(),
  ],
  orderings: [{ title: 'Page order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
