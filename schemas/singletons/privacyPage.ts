import { defineArrayMember, defineField, defineType } from 'sanity'
import { LockIcon } from '@sanity/icons/Lock'
import { limits } from '../vocabulary'

export const privacyPage = defineType({
  name: 'privacyPage',
  title: 'Privacy policy',
  type: 'document',
  icon: LockIcon,
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => rule.required().max(limits.headline),
    }),
    defineField({ name: 'lastUpdated', type: 'date', validation: (rule) => rule.required() }),
    defineField({
      name: 'sections',
      type: 'array',
      of: [defineArrayMember({ type: 'privacySection' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { prepare: () => ({ title: 'Privacy policy' }) },
})
