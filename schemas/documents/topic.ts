import { defineType } from 'sanity'
import { TagsIcon } from '@sanity/icons/Tags'
import { limits } from '@/schemas/vocabulary'
import { textField } from '@/schemas/rules'
import { slugField } from '@/schemas/slugField'

/** A subject readers follow across categories: each has a page of its own, with a feed. */
export const topic = defineType({
  name: 'topic',
  title: 'Topic',
  type: 'document',
  icon: TagsIcon,
  fields: [
    textField('name', 'Name', limits.topicName),
    slugField({ source: 'name', sourceLabel: 'name', address: '/topic/<slug>' }),
    textField('description', 'Description', limits.shortText, {
      rows: 2,
      description: 'One or two sentences at the top of the topic’s page.',
    }),
  ],
  orderings: [{ title: 'Name', name: 'name', by: [{ field: 'name', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'description' } },
})
