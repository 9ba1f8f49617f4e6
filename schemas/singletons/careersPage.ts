import { defineArrayMember, defineField, defineType } from 'sanity'
import { UsersIcon } from '@sanity/icons/Users'
import { limits } from '../vocabulary'

export const careersPage = defineType({
  name: 'careersPage',
  title: 'Careers page',
  type: 'document',
  icon: UsersIcon,
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
    defineField({
      name: 'valuesHeading',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'values',
      type: 'array',
      of: [defineArrayMember({ type: 'titledText' })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: 'benefitsHeading',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'openingsHeading',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({ name: 'closing', type: 'titledText', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Careers page' }) },
})
