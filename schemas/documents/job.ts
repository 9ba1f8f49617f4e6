import { defineField, defineType } from 'sanity'
import { CaseIcon } from '@sanity/icons/Case'
import { jobTypes, limits } from '@/schemas/vocabulary'
import { order, required, text } from '@/schemas/rules'

export const job = defineType({
  name: 'job',
  title: 'Job opening',
  type: 'document',
  icon: CaseIcon,
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: text('Title', limits.shortText),
    }),
    defineField({
      name: 'department',
      type: 'string',
      validation: text('Department', 80),
    }),
    defineField({
      name: 'location',
      type: 'string',
      validation: text('Location', 80),
    }),
    defineField({
      name: 'type',
      type: 'string',
      options: { list: [...jobTypes], layout: 'radio' },
      initialValue: 'Full-time',
      validation: required('Type'),
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 4,
      validation: text('Description', limits.description),
    }),
    defineField({
      name: 'order',
      type: 'number',
      validation: order(),
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
