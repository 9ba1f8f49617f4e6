import { defineArrayMember, defineField, defineType } from 'sanity'
import { InfoOutlineIcon } from '@sanity/icons/InfoOutline'
import { limits } from '@/schemas/vocabulary'
import { entries, required, text } from '@/schemas/rules'

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: InfoOutlineIcon,
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
    defineField({ name: 'mission', type: 'titledText', validation: required('Mission') }),
    defineField({
      name: 'pillars',
      description: 'Leadership & Strategy, Industry Intelligence, Best Practices, Future of Work.',
      type: 'array',
      of: [defineArrayMember({ type: 'titledText' })],
      validation: entries('Pillars', 'pillars', 1, 8),
    }),
    defineField({
      name: 'audiencesHeading',
      type: 'string',
      validation: text('Audiences heading', 80),
    }),
    defineField({
      name: 'audiences',
      type: 'array',
      of: [defineArrayMember({ type: 'titledText' })],
      validation: entries('Audiences', 'audiences', 3, 3),
    }),
    defineField({ name: 'commitment', type: 'titledText', validation: required('Commitment') }),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
})
