import { defineField, defineType } from 'sanity'
import { CogIcon } from '@sanity/icons/Cog'
import { limits } from '../vocabulary'

/** The brand and contact details: one document, edited in the Studio. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'social', title: 'Social' },
  ],
  fields: [
    defineField({
      name: 'siteName',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'siteUrl',
      title: 'Published URL',
      type: 'url',
      group: 'brand',
      description: 'The public host, used in canonical and share links (no trailing slash).',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 2,
      group: 'brand',
      validation: (rule) => rule.required().max(limits.dek),
    }),
    defineField({
      name: 'newsDesk',
      title: 'News desk byline',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required().max(limits.shortText),
    }),
    defineField({
      name: 'social',
      type: 'object',
      group: 'social',
      validation: (rule) => rule.required(),
      fields: ['linkedin', 'twitter', 'facebook'].map((name) =>
        defineField({
          name,
          type: 'url',
          validation: (rule) => rule.required().uri({ scheme: ['https'] }),
        }),
      ),
    }),
    defineField({
      name: 'contact',
      type: 'object',
      group: 'contact',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'email', type: 'email', validation: (rule) => rule.required() }),
        defineField({
          name: 'phone',
          type: 'string',
          validation: (rule) => rule.required().max(40),
        }),
        defineField({
          name: 'supportHours',
          type: 'string',
          validation: (rule) => rule.required().max(80),
        }),
        defineField({
          name: 'address',
          type: 'array',
          of: [{ type: 'string' }],
          validation: (rule) => rule.required().min(1).max(5),
        }),
        defineField({
          name: 'mediaEmail',
          title: 'Media inquiries email',
          type: 'email',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'replyPromise',
          type: 'string',
          validation: (rule) => rule.required().max(80),
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
