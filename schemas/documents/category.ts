import { defineField, defineType } from 'sanity'
import { TagIcon } from '@sanity/icons/Tag'
import { categorySlugs, limits } from '../vocabulary'

export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'slug',
      type: 'slug',
      description: 'One of the four sections of the site.',
      options: { source: 'name' },
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            !value?.current || (categorySlugs as readonly string[]).includes(value.current)
              ? true
              : `Must be one of: ${categorySlugs.join(', ')}`,
          ),
    }),
    defineField({
      name: 'description',
      type: 'string',
      description: 'The one-line description under the listing title.',
      validation: (rule) => rule.required().max(limits.shortText),
    }),
    defineField({
      name: 'order',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Site order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'description' } },
})
