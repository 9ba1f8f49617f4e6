import { defineField, defineType } from 'sanity'
import { UsersIcon } from '@sanity/icons/Users'
import { limits } from '@/schemas/vocabulary'
import { requiredMessage, text, textField } from '@/schemas/rules'
import { slugField } from '@/schemas/slugField'

/** Who a byline names: today the news desk. Each author has a page of their stories. */
export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  icon: UsersIcon,
  fields: [
    textField('name', 'Name', limits.shortText),
    slugField({ source: 'name', sourceLabel: 'name', address: '/author/<slug>' }),
    textField('bio', 'Short bio', limits.description, { rows: 3, title: 'Short bio' }),
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
