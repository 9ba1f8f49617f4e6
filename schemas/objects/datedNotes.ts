import { defineField, defineType } from 'sanity'
import { limits } from '@/schemas/vocabulary'
import { afterToday } from '@/schemas/dateChecks'
import { date, dateCheck, notBefore, textField } from '@/schemas/rules'

/**
 * A dated note readers see under the headline. One shape for both kinds, so the Studio, the seed
 * and the page treat them alike; only the label, the wording and the limit differ.
 */
const datedNote = ({
  name,
  label,
  textDescription,
  maxLength,
}: {
  name: string
  label: string
  textDescription: string
  maxLength: number
}) =>
  defineType({
    name,
    title: label,
    type: 'object',
    fields: [
      defineField({
        name: 'date',
        type: 'date',
        validation: date(`${label} date`, {
          compare: [
            dateCheck(`${label} date`, afterToday),
            notBefore('publishedAt', `${label} date`, 'the publish date'),
          ],
        }),
      }),
      textField('text', `${label} text`, maxLength, { rows: 3, description: textDescription }),
    ],
  })

/** What a published story got wrong and what it now says, as readers are owed. */
export const correction = datedNote({
  name: 'correction',
  label: 'Correction',
  textDescription: 'What the earlier version said, and what is right.',
  maxLength: limits.correction,
})

/** What changed after publication in a story that was right when published; not an error. */
export const update = datedNote({
  name: 'update',
  label: 'Update',
  textDescription: 'What has changed since publication, and on whose word.',
  maxLength: limits.update,
})
