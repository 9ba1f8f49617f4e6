import { defineField, defineType } from 'sanity'
import { CaseIcon } from '@sanity/icons/Case'
import { jobTypes, limits } from '../vocabulary'

export const job = defineType({
  name: 'job',
  title: 'Job opening',
  type: 'document',
  icon: CaseIcon,
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => rule.required().max(limits.shortText),
    }),
    defineField({
      name: 'department',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'location',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'type',
      type: 'string',
      options: { list: [...jobTypes], layout: 'radio' },
      initialValue: 'Full-time',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().max(limits.description),
    }),
    defineField({
      name: 'order',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Page order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', department: 'department', location: 'location' },
    prepare: ({ title, department, location }) => ({
      title,
      subtitle: `${department} · ${location}`,
    }),
  },
})
