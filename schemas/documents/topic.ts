import { defineField, defineType } from 'sanity'
import { TagsIcon } from '@sanity/icons/Tags'
import { limits } from '../vocabulary'
import { requiredMessage, slugPattern, text } from '../rules'
import { slugify } from '../slug'
import { slugIsUnique } from '../slugIsUnique'

/** A subject readers follow across categories: each has a page of its own, with a feed. */
export const topic = defineType({
  name: 'topic',
  title: 'Topic',
  type: 'document',
  icon: TagsIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: text('Name', limits.topicName) }),
    defineField({
      name: 'slug',
      type: 'slug',
      description: 'The address: /topic/<slug>. Generate it from the name.',
      options: {
        source: 'name',
        maxLength: limits.slug,
        slugify: (name: string) => slugify(name),
        isUnique: slugIsUnique,
      },
      validation: (rule) => [
        rule.required().error(`${requiredMessage('Slug')} Generate it from the name.`),
        rule.custom((value) =>
          !value?.current || slugPattern.test(value.current)
            ? true
            : 'Slug must be lower-case words joined by single hyphens.',
        ),
      ],
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 2,
      description: 'One or two sentences at the top of the topic’s page.',
      validation: text('Description', limits.shortText),
    }),
  ],
  orderings: [{ title: 'Name', name: 'name', by: [{ field: 'name', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'description' } },
})
