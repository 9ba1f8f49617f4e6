import { defineField, defineType } from 'sanity'
import { limits } from '../vocabulary'
import { afterToday } from '../dateChecks'
import { date, dateCheck, notBefore, text } from '../rules'

/** What a published story got wrong and what it now says, as readers are owed. */
export const correction = defineType({
  name: 'correction',
  title: 'Correction',
  type: 'object',
  fields: [
    defineField({
      name: 'date',
      type: 'date',
      validation: date('Correction date', {
        compare: [
          dateCheck('Correction date', afterToday),
          notBefore('publishedAt', 'Correction date', 'the publish date'),
        ],
      }),
    }),
    defineField({
      name: 'text',
      type: 'text',
      rows: 3,
      description: 'What the earlier version said, and what is right.',
      validation: text('Correction text', limits.correction),
    }),
  ],
})
