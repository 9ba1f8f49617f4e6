import { defineArrayMember, defineField, defineType } from 'sanity'
import { LockIcon } from '@sanity/icons/Lock'
import { limits } from '@/schemas/vocabulary'
import { afterToday } from '@/schemas/dateChecks'
import { date, dateCheck, entries, textField } from '@/schemas/rules'

export const privacyPage = defineType({
  name: 'privacyPage',
  title: 'Privacy policy',
  type: 'document',
  icon: LockIcon,
  fields: [
    textField('title', 'Title', limits.headline),
    defineField({
      name: 'lastUpdated',
      type: 'date',
      validation: date('Last updated', { compare: dateCheck('Last updated', afterToday) }),
    }),
    defineField({
      name: 'sections',
      type: 'array',
      of: [defineArrayMember({ type: 'privacySection' })],
      validation: entries('Sections', 'section', 1),
    }),
  ],
  preview: { prepare: () => ({ title: 'Privacy policy' }) },
})
