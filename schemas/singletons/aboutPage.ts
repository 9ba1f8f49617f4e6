import { defineArrayMember, defineField, defineType } from 'sanity'
import { InfoOutlineIcon } from '@sanity/icons/InfoOutline'
import { limits } from '../vocabulary'

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: InfoOutlineIcon,
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => rule.required().max(limits.headline),
    }),
    defineField({
      name: 'intro',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(800),
    }),
    defineField({ name: 'mission', type: 'titledText', validation: (rule) => rule.required() }),
    defineField({
      name: 'pillars',
      description: 'Leadership & Strategy, Industry Intelligence, Best Practices, Future of Work.',
      type: 'array',
      of: [defineArrayMember({ type: 'titledText' })],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    defineField({
      name: 'audiencesHeading',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'audiences',
      type: 'array',
      of: [defineArrayMember({ type: 'titledText' })],
      validation: (rule) => rule.required().length(3),
    }),
    defineField({ name: 'commitment', type: 'titledText', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
})
