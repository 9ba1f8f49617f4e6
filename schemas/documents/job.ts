import { defineField, defineType } from 'sanity'
import { CaseIcon } from '@sanity/icons/Case'
import { jobTypes, limits } from '@/schemas/vocabulary'
import { orderField, required, textField } from '@/schemas/rules'

export const job = defineType({
  name: 'job',
  title: 'Job opening',
  type: 'document',
  icon: CaseIcon,
  fields: [
    textField('title', 'Title', limits.shortText),
    textField('department', 'Department', 80),
    textField('location', 'Location', 80),
    defineField({
      name: 'type',
      type: 'string',
      options: { list: [...jobTypes], layout: 'radio' },
      initialValue: 'Full-time',
      validation: required('Type'),
    }),
    textField('description', 'Description', limits.description, { rows: 4 }),
    orderField(),
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
