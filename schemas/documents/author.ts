import { defineField, defineType } from 'sanity'
import { UsersIcon } from '@sanity/icons/Users'
import { limits } from '@/schemas/vocabulary'
import { requiredMessage, text } from '@/schemas/rules'
import { slugField } from '@/schemas/slugField'

/** Who a byline names: today the news desk. Each author has a page of their stories. */
export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  icon: UsersIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: text('Name', limits.shortText) }),
    slugField({ source: 'name', sourceLabel: 'name', address: '/author/<slug>' }),
    defineField({
      name: 'bio',
      title: 'Short bio',
      type: 'text',
      rows: 3,
      validation: text('Short bio', limits.description),
    }),
    defineField({
      name: 'email',
      title: 'Contact email',
      type: 'string',
      validation: (rule) => [
        ...text('Contact email', limits.shortText)(rule),
        rule.email().error('Contact email must be an email address.'),
      ],
    }),
    defineField({
      name: 'image',
      type: 'figure',
      validation: (rule) => [
        rule.required().error(requiredMessage('Image')),
        rule.assetRequired().error('Image needs an uploaded image.'),
      ],
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'email', media: 'image' } },
})
