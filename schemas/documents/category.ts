import { defineField, defineType } from 'sanity'
import { TagIcon } from '@sanity/icons/Tag'
import { categorySlugs, limits } from '@/schemas/vocabulary'
import { orderField, requiredMessage, textField } from '@/schemas/rules'
import { slugify } from '@/schemas/slug'

export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  icon: TagIcon,
  fields: [
    textField('name', 'Name', 60),
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
    textField('description', 'Description', limits.shortText, {
      description: 'The one-line description under the listing title.',
    }),
    orderField(),
  ],
  orderings: [{ title: 'Site order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'description' } },
})
