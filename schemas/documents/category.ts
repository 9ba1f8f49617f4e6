import { defineField, defineType } from 'sanity'
import { TagIcon } from '@sanity/icons/Tag'
import { categorySlugs, limits } from '@/schemas/vocabulary'
import { order, requiredMessage, text } from '@/schemas/rules'
import { slugify } from '@/schemas/slug'

export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: text('Name', 60) }),
    defineField({
      name: 'slug',
      type: 'slug',
      description: 'One of the four sections of the site.',
      options: { source: 'name', slugify: (name: string) => slugify(name) },
      validation: (rule) => [
        rule.required().error(requiredMessage('Slug')),
        rule.custom((value) =>
          !value?.current || (categorySlugs as readonly string[]).includes(value.current)
            ? true
            : `Slug must be one of: ${categorySlugs.join(', ')}.`,
        ),
      ],
    }),
    defineField({
      name: 'description',
      type: 'string',
      description: 'The one-line description under the listing title.',
      validation: text('Description', limits.shortText),
    }),
    defineField({
      name: 'order',
      type: 'number',
      validation: order(),
    }),
  ],
  orderings: [{ title: 'Site order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'description' } },
})
