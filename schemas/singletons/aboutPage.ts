import { defineArrayMember, defineField, defineType } from 'sanity'
import { InfoOutlineIcon } from '@sanity/icons/InfoOutline'
import { limits } from '@/schemas/vocabulary'
import { entries, required, textField } from '@/schemas/rules'

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: InfoOutlineIcon,
  fields: [
    textField('title', 'Title', limits.headline),
    textField('intro', 'Intro', 800, { rows: 3 }),
    defineField({ name: 'mission', type: 'titledText', validation: required('Mission') }),
    defineField({
      name: 'pillars',
      description: 'Leadership & Strategy, Industry Intelligence, Best Practices, Future of Work.',
      type: 'array',
      of: [defineArrayMember({ type: 'titledText' })],
      validation: entries('Pillars', 'pillars', 1, 8),
    }),
    textField('audiencesHeading', 'Audiences heading', 80),
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
