import { defineArrayMember, defineField, defineType } from 'sanity'
import { DocumentsIcon } from '@sanity/icons/Documents'
import { formatApDate } from '@/schemas/apDate'
import {
  newestFirst,
  publishedAtField,
  entries,
  listsNothingTwice,
  required,
  text,
  textField,
} from '@/schemas/rules'
import { uniqueTitle } from '@/schemas/unique'
import { homeLabels, limits } from '@/schemas/vocabulary'

/** A card that points readers at an article; one article can have several, each angled differently. */
export const summary = defineType({
  name: 'summary',
  title: 'Summary card',
  type: 'document',
  icon: DocumentsIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'media', title: 'Media' },
  ],
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      group: 'content',
      validation: (rule) => [
        ...text('Title', limits.headline)(rule),
        rule.custom(uniqueTitle('title', 'Title', 'another summary card')),
      ],
    }),
    textField('excerpt', 'Excerpt', limits.excerpt, { rows: 3, group: 'content' }),
    defineField({
      name: 'article',
      type: 'reference',
      to: [{ type: 'article' }],
      group: 'content',
      validation: required('Article'),
    }),
    defineField({
      name: 'categories',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'category' }] })],
      validation: (rule) => [
        ...entries('Categories', 'category', 1)(rule),
        listsNothingTwice('Categories', 'a category')(rule),
      ],
    }),
    defineField({
      name: 'homeLabel',
      title: 'Home page label',
      type: 'string',
      group: 'content',
      description: 'A finer label for the home page; the first category shows when empty.',
      options: { list: [...homeLabels] },
    }),
    // Kept for the data: the Home page's lead is the one story put forward, so editors no longer see it.
    defineField({ name: 'featured', type: 'boolean', group: 'content', hidden: true }),
    publishedAtField('card'),
    defineField({
      name: 'image',
      type: 'figure',
      group: 'media',
      description: "Optional; the article's hero shows when empty.",
    }),
  ],
  orderings: [newestFirst],
  preview: {
    select: { title: 'title', date: 'publishedAt', media: 'image', heroMedia: 'article.hero' },
    prepare: ({ title, date, media, heroMedia }) => ({
      title,
      subtitle: date ? formatApDate(date) : 'No date',
      media: media ?? heroMedia,
    }),
  },
})
