import { defineArrayMember, defineField, defineType } from 'sanity'
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { limits, topicBadges } from '../vocabulary'
import { slugIsUnique } from '../slugIsUnique'

export const article = defineType({
  name: 'article',
  title: 'Article',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'media', title: 'Media' },
    { name: 'seo', title: 'SEO & sources' },
  ],
  fields: [
    defineField({
      name: 'headline',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().max(limits.headline),
    }),
    defineField({
      name: 'slug',
      type: 'slug',
      group: 'content',
      description: 'The address: /article/<slug>.',
      options: { source: 'headline', maxLength: limits.slug, isUnique: slugIsUnique },
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            !value?.current || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value.current)
              ? true
              : 'Use lower-case letters, digits and single hyphens only',
          ),
    }),
    defineField({
      name: 'dek',
      title: 'Standfirst',
      type: 'text',
      rows: 2,
      group: ['content', 'seo'],
      description: 'One or two sentences under the headline; also the page description.',
      validation: (rule) => rule.required().max(limits.dek),
    }),
    defineField({
      name: 'topic',
      title: 'Topic badge',
      type: 'string',
      group: 'content',
      options: { list: [...topicBadges] },
    }),
    defineField({
      name: 'author',
      title: 'Byline',
      type: 'string',
      group: 'content',
      initialValue: 'HR Leadership Brief News Desk',
      validation: (rule) => rule.required().max(limits.shortText),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published at',
      type: 'datetime',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'dateLabel',
      title: 'Date label',
      type: 'string',
      group: 'content',
      description:
        'Optional display text such as "Today" or "Sept. 12, 2025"; the formatted date shows when empty.',
      validation: (rule) => rule.max(limits.dateLabel),
    }),
    defineField({
      name: 'showBackToHome',
      title: 'Show "Back to Home" button',
      type: 'boolean',
      group: 'content',
      initialValue: true,
    }),
    defineField({
      name: 'hero',
      title: 'Hero image',
      type: 'figure',
      group: 'media',
      validation: (rule) => rule.required().assetRequired(),
    }),
    defineField({
      name: 'body',
      type: 'articleBody',
      group: 'content',
      validation: (rule) => rule.required().min(3),
    }),
    defineField({
      name: 'citations',
      type: 'array',
      group: 'seo',
      of: [defineArrayMember({ type: 'citation' })],
      validation: (rule) => rule.required().min(2).max(6),
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
    select: { title: 'headline', date: 'publishedAt', media: 'hero' },
    prepare: ({ title, date, media }) => ({
      title,
      subtitle: date ? new Date(date).toDateString() : 'No date',
      media,
    }),
  },
})
