import { defineArrayMember, defineField, defineType } from 'sanity'
import { UsersIcon } from '@sanity/icons/Users'
import { limits } from '@/schemas/vocabulary'
import { entries, required, text } from '@/schemas/rules'

export const careersPage = defineType({
  name: 'careersPage',
  title: 'Careers page',
  type: 'document',
  icon: UsersIcon,
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: text('Title', limits.headline),
    }),
    defineField({
      name: 'intro',
      type: 'text',
      rows: 3,
      validation: text('Intro', 800),
    }),
    defineField({
      name: 'valuesHeading',
      type: 'string',
      validation: text('Values heading', 80),
    }),
    defineField({
      name: 'values',
      type: 'array',
      of: [defineArrayMember({ type: 'titledText' })],
      validation: entries('Values', 'values', 1, 6),
    }),
    defineField({
      name: 'benefitsHeading',
      type: 'string',
      validation: text('Benefits heading', 80),
    }),
    defineField({
      name: 'openingsHeading',
      type: 'string',
      validation: text('Openings heading', 80),
    }),
    defineField({ name: 'closing', type: 'titledText', validation: required('Closing') }),
  ],
  preview: { prepare: () => ({ title: 'Careers page' }) },
})
