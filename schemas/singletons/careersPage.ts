import { defineArrayMember, defineField, defineType } from 'sanity'
import { UsersIcon } from '@sanity/icons/Users'
import { limits } from '@/schemas/vocabulary'
import { entries, required, textField } from '@/schemas/rules'

export const careersPage = defineType({
  name: 'careersPage',
  title: 'Careers page',
  type: 'document',
  icon: UsersIcon,
  fields: [
    textField('title', 'Title', limits.headline),
    textField('intro', 'Intro', 800, { rows: 3 }),
    textField('valuesHeading', 'Values heading', 80),
    defineField({
      name: 'values',
      type: 'array',
      of: [defineArrayMember({ type: 'titledText' })],
      validation: entries('Values', 'values', 1, 6),
    }),
    textField('benefitsHeading', 'Benefits heading', 80),
    textField('openingsHeading', 'Openings heading', 80),
    defineField({ name: 'closing', type: 'titledText', validation: required('Closing') }),
  ],
  preview: { prepare: () => ({ title: 'Careers page' }) },
})
