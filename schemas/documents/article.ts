import { defineArrayMember, defineField, defineType } from 'sanity'
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { formatApDate } from '@/schemas/apDate'
import { assetSize, heroField, heroSizeProblem } from '@/schemas/heroImage'
import { newsDeskByline } from '@/schemas/initialValues'
import { cardCannotDraw } from '@/schemas/cardText'
import {
  date,
  newestFirst,
  publishedAtField,
  entries,
  listsNothingTwice,
  notBefore,
  required,
  requiredMessage,
  sharedCheck,
  text,
  textField,
} from '@/schemas/rules'
import { slugField } from '@/schemas/slugField'
import { uniqueTitle } from '@/schemas/unique'
import { limits, partTitles, topicBadges } from '@/schemas/vocabulary'

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
      validation: (rule) => [
        ...text('Headline', limits.headline)(rule),
        sharedCheck('Headline', cardCannotDraw)(rule),
        rule.custom(uniqueTitle('headline', 'Headline', 'another article')),
      ],
    }),
    slugField({
      source: 'headline',
      sourceLabel: 'headline',
      address: '/article/<slug>',
      group: ['content', 'seo'],
    }),
    textField('dek', 'Standfirst', limits.dek, {
      rows: 2,
      title: 'Standfirst',
      group: ['content', 'seo'],
      description: 'One or two sentences under the headline; also the page description.',
    }),
    defineField({
      name: 'topic',
      title: 'Topic badge',
      type: 'string',
      group: 'content',
      options: { list: [...topicBadges] },
      validation: required('Topic badge'),
    }),
    defineField({
      name: 'author',
      title: 'Byline',
      type: 'reference',
      to: [{ type: 'author' }],
      group: 'content',
      description: 'New articles start with the news desk named in Site settings.',
      validation: required('Byline'),
    }),
    publishedAtField('article'),
    defineField({
      name: 'updatedAt',
      title: 'Updated at',
      type: 'datetime',
      group: 'content',
      description:
        'Set when you revise the story after publication; readers see "Updated" with this date.',
      validation: date('Updated at', {
        optional: true,
        compare: notBefore('publishedAt', 'Updated at', 'the publish date'),
      }),
    }),
    defineField({
      name: 'correction',
      type: 'correction',
      group: 'content',
      description: 'A published error and what the story now says; shown in a dated box.',
    }),
    defineField({
      name: 'update',
      type: 'update',
      group: 'content',
      description:
        'A development after publication that changes what a correct story says (an error takes a correction); shown in a dated box. Sources it relies on may be dated up to its date.',
    }),
    defineField({
      name: 'topics',
      type: 'array',
      group: 'content',
      description: 'The subjects readers follow; each links to its topic page.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'topic' }] })],
      validation: (rule) => [
        ...entries('Topics', 'topics', limits.topicsMin, limits.topicsMax)(rule),
        listsNothingTwice('Topics', 'a topic')(rule),
      ],
    }),
    defineField({
      name: 'showBackToHome',
      title: 'Show "Back to Home" button',
      type: 'boolean',
      group: 'content',
      // Not required: an article without it shows the button (queries.ts), as the Studio starts it.
      initialValue: true,
    }),
    defineField({
      name: heroField,
      title: 'Hero image',
      type: 'figure',
      group: ['media', 'seo'],
      description: 'Shown at the top of the article and on cards and social shares.',
      validation: (rule) => [
        rule.required().error(requiredMessage('Hero image')),
        rule.assetRequired().error('Hero image needs an uploaded image.'),
        rule.custom((hero) => {
          const ref = (hero as { asset?: { _ref?: unknown } } | undefined)?.asset?._ref
          const size = typeof ref === 'string' ? assetSize(ref) : undefined
          const problem = size && heroSizeProblem(size.width, size.height)
          return problem ? `Hero image ${problem}.` : true
        }),
      ],
    }),
    defineField({
      name: 'body',
      type: 'articleBody',
      group: 'content',
      description: 'Opens with a lead paragraph (style "Lead").',
      validation: (rule) => [
        ...entries('Body', 'blocks', 3)(rule),
        rule.custom((body) => {
          const first = (Array.isArray(body) ? body[0] : undefined) as
            { _type?: string; style?: string } | undefined
          return !first || (first._type === 'block' && first.style === 'lead')
            ? true
            : 'Body must open with a lead paragraph.'
        }),
        // The page has one box of them, a landmark named by its title.
        rule.custom((body) =>
          (Array.isArray(body) ? body : []).filter((block) => block?._type === 'diveBrief').length >
          1
            ? `Body has ${partTitles.diveBrief} twice; an article has one list of them.`
            : true,
        ),
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
  // The news desk, when Site settings names one; otherwise the editor picks the byline.
  initialValue: async (params: unknown, context: Parameters<typeof newsDeskByline>[1]) => {
    const author = await newsDeskByline(params, context)
    return author ? { author } : {}
  },
  orderings: [newestFirst],
  preview: {
    select: { title: 'headline', date: 'publishedAt', topic: 'topic', media: 'hero' },
    prepare: ({ title, date, topic, media }) => ({
      title,
      subtitle: [date ? formatApDate(date) : 'No date', topic].filter(Boolean).join(' · '),
      media,
    }),
  },
})
