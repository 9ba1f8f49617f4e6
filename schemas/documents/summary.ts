import { defineArrayMember, defineField, defineType } from 'sanity'
import { DocumentsIcon } from '@sanity/icons/Documents'
import { homeLabels, limits } from '../vocabulary'

/** A card that points readers at an article; one article can have several, each angled differently. */
export const summary = defineType({
  name: 'summary',
  title: 'Summary card',
  type: 'document',
  icon: DocumentsIcon,
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => rule.required().max(limits.headline),
    }),
    defineField({
      name: 'excerpt',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(limits.excerpt),
    }),
    defineField({
      name: 'article',
      type: 'reference',
      to: [{ type: 'article' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'categories',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'category' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'homeLabel',
      title: 'Home page label',
      type: 'string',
      description: 'A finer label for the home page; the first category shows when empty.',
      options: { list: [...homeLabels] },
    }),
    defineField({ name: 'featured', type: 'boolean', initialValue: false }),
    defineField({
      name: 'publishedAt',
      title: 'Published at',
      type: 'datetime',
      description: 'Orders the card in lists.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'dateLabel',
      title: 'Date label',
      type: 'string',
      validation: (rule) => rule.max(limits.dateLabel),
    }),
    defineField({
      name: 'image',
      type: 'figure',
      description: "Optional; the article's hero shows when empty.",
    }),
  ],
  orderings: [
    {
      title: 'Newest first',
      name: 'publishedAtDesc',
      by: [{ field: 'publishedAt', direction: 'desc' }],
    },
  ],
  preview: {
    select: { title: 'title', date: 'publishedAt', media: 'image', heroMedia: 'article.hero' },
    prepare: ({ title, date, media, heroMedia }) => ({
      title,
      subtitle: date ? new Date(date).toDateString() : 'No date',
      media: media ?? heroMedia,
    }),
  },
})
