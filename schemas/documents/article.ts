import { defineArrayMember, defineField, defineType } from 'sanity'
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { formatApDate } from '../../lib/content/formatDate'
import { newsDeskByline, now } from '../initialValues'
import { entries, required, requiredMessage, slugPattern, text } from '../rules'
import { slugify } from '../slug'
import { slugIsUnique } from '../slugIsUnique'
import { limits, topicBadges } from '../vocabulary'

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
      group: ['content', 'seo'],
      validation: text('Headline', limits.headline),
    }),
    defineField({
      name: 'slug',
      type: 'slug',
      group: ['content', 'seo'],
      description: 'The address: /article/<slug>. Generate it from the headline.',
      options: {
        source: 'headline',
        maxLength: limits.slug,
        slugify: (headline: string) => slugify(headline),
        isUnique: slugIsUnique,
      },
      validation: (rule) => [
        rule.required().error(`${requiredMessage('Slug')} Generate it from the headline.`),
        rule.custom((value) =>
          !value?.current || slugPattern.test(value.current)
            ? true
            : 'Slug must be lower-case words joined by single hyphens.',
        ),
        rule.custom((value) =>
          !value?.current || value.current.length <= limits.slug
            ? true
            : `Slug must be at most ${limits.slug} characters.`,
        ),
      ],
    }),
    defineField({
      name: 'dek',
      title: 'Standfirst',
      type: 'text',
      rows: 2,
      group: ['content', 'seo'],
      description: 'One or two sentences under the headline; also the page description.',
      validation: text('Standfirst', limits.dek),
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
      description: 'New articles start with the news desk named in Site settings.',
      initialValue: newsDeskByline,
      validation: text('Byline', limits.shortText),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published at',
      type: 'datetime',
      group: 'content',
      description: 'Orders the article in lists, newest first.',
      initialValue: now,
      validation: required('Publish date'),
    }),
    defineField({
      name: 'dateLabel',
      title: 'Date label',
      type: 'string',
      group: 'content',
      description:
        'Optional display text such as "Today" or "Sept. 12, 2025"; the formatted date shows when empty.',
      validation: text('Date label', limits.dateLabel, { optional: true }),
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
      group: ['media', 'seo'],
      description: 'Shown at the top of the article and on cards and social shares.',
      validation: (rule) => [
        rule.required().error(requiredMessage('Hero image')),
        rule.assetRequired().error('Hero image needs an uploaded image.'),
      ],
    }),
    defineField({
      name: 'body',
      type: 'articleBody',
      group: 'content',
      validation: (rule) => [
        ...entries('Body', 'blocks', 3)(rule),
        rule.custom((body) => {
          const first = (Array.isArray(body) ? body[0] : undefined) as
            { _type?: string; style?: string } | undefined
          return !first || (first._type === 'block' && first.style === 'lead')
            ? true
            : 'Body must open with a lead paragraph (style "Lead").'
        }),
      ],
    }),
    defineField({
      name: 'citations',
      type: 'array',
      group: 'seo',
      of: [defineArrayMember({ type: 'citation' })],
      validation: entries('Citations', 'citations', limits.citationsMin, limits.citationsMax),
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
    select: { title: 'headline', date: 'publishedAt', topic: 'topic', media: 'hero' },
    prepare: ({ title, date, topic, media }) => ({
      title,
      subtitle: [date ? formatApDate(date) : 'No date', topic].filter(Boolean).join(' · '),
      media,
    }),
  },
})
