import { defineArrayMember, defineField, defineType } from 'sanity'
import { calloutTones, limits, partTitles } from '@/schemas/vocabulary'
import { listLevelProblem } from '@/schemas/listNesting'
import { entries, httpsUrl, required, text, textField } from '@/schemas/rules'
import { blockTextProblem } from '@/schemas/blockText'

/** A list of short texts; `what` names the list in its count's message ("Key points"). */
const points = (name: string, title: string, what: string, min: number, max: number) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [
      defineArrayMember({
        type: 'text',
        rows: 2,
        validation: text(title.replace(/s$/, ''), limits.listItem),
      }),
    ],
    validation: entries(what, 'items', min, max),
  })

/** The facts in brief, shown as a boxed list at the top of an article. */
export const diveBrief = defineType({
  name: 'diveBrief',
  title: partTitles.diveBrief,
  type: 'object',
  fields: [points('points', 'Points', partTitles.diveBrief, 3, 5)],
  preview: { prepare: () => ({ title: partTitles.diveBrief }) },
})

/** Opens the analysis: what the news means for HR leaders. */
export const diveInsight = defineType({
  name: 'diveInsight',
  title: partTitles.diveInsight,
  type: 'object',
  fields: [
    textField('heading', 'Heading', limits.shortText, {
      optional: true,
      description: `Optional; "${partTitles.diveInsight}" shows above it either way.`,
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || partTitles.diveInsight }),
  },
})

export const pullQuote = defineType({
  name: 'pullQuote',
  title: 'Pull quote',
  type: 'object',
  fields: [
    textField('quote', 'Quote', 600, { rows: 3 }),
    textField('attribution', 'Attribution', limits.shortText, {
      description: 'Who said it, as public reporting attributes it.',
    }),
    textField('context', 'Context', limits.shortText, { optional: true }),
  ],
  preview: { select: { title: 'quote', subtitle: 'attribution' } },
})

export const callout = defineType({
  name: 'callout',
  title: 'Call-out',
  type: 'object',
  fields: [
    defineField({
      name: 'tone',
      type: 'string',
      options: { list: [...calloutTones], layout: 'radio' },
      initialValue: 'info',
      validation: required('Tone'),
    }),
    textField('title', 'Title', limits.shortText),
    textField('text', 'Text', 1200, { rows: 4 }),
  ],
  preview: { select: { title: 'title', subtitle: 'tone' } },
})

/** A titled list of 2 to 8 points, named `kind` in the desk and in its count's message. */
const titledPoints = (name: string, title: string, kind: string) =>
  defineType({
    name,
    title,
    type: 'object',
    fields: [
      textField('title', 'Title', limits.shortText),
      points('items', 'Items', `The ${kind.toLowerCase()} list`, 2, 8),
    ],
    preview: { select: { title: 'title' }, prepare: ({ title }) => ({ title, subtitle: kind }) },
  })

export const actionItems = titledPoints('actionItems', 'Action items', 'Action items')
export const takeaways = titledPoints('takeaways', 'Strategic takeaways', 'Takeaways')

/** An article body: editorial prose with the newsroom's structured blocks. */
export const articleBody = defineType({
  name: 'articleBody',
  title: 'Body',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Lead', value: 'lead' },
        { title: 'Heading', value: 'h2' },
        { title: 'Subheading', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullet', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      validation: (rule) =>
        rule.custom((block, context) => {
          const level = listLevelProblem((block as { level?: unknown } | undefined)?.level)
          if (level) return `Body ${level}.`
          return blockTextProblem(block, context.document?.citations) ?? true
        }),
      marks: {
        decorators: [
          { title: 'Strong', value: 'strong' },
          { title: 'Emphasis', value: 'em' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            type: 'object',
            title: 'Link',
            fields: [
              defineField({
                name: 'href',
                type: 'url',
                validation: httpsUrl('Link'),
              }),
            ],
          }),
        ],
      },
    }),
    defineArrayMember({ type: 'diveBrief' }),
    defineArrayMember({ type: 'diveInsight' }),
    defineArrayMember({ type: 'pullQuote' }),
    defineArrayMember({ type: 'callout' }),
    defineArrayMember({ type: 'actionItems' }),
    defineArrayMember({ type: 'takeaways' }),
  ],
})
