import { defineField, defineType } from 'sanity'
import { CogIcon } from '@sanity/icons/Cog'
import { limits } from '@/schemas/vocabulary'
import { email, entries, httpsUrl, required, sharedCheck, text, textField } from '@/schemas/rules'
import { cardCannotDraw } from '@/schemas/cardText'
import { siteUrlProblem } from '@/schemas/siteUrl'

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
      description: 'Shown on every page and on the social cards.',
      validation: (rule) => [
        ...text('Site name', 80)(rule),
        sharedCheck('Site name', cardCannotDraw)(rule),
      ],
    }),
    defineField({
      name: 'siteUrl',
      title: 'Published URL',
      type: 'url',
      group: 'brand',
      description:
        'The public origin, used in canonical and share links: https://example.com, with no path or trailing slash.',
      validation: (rule) => [
        ...httpsUrl('Published URL', { credentialsChecked: true })(rule),
        sharedCheck('Published URL', siteUrlProblem)(rule),
      ],
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 2,
      group: 'brand',
      description: "The home page's description, and the headline of its social card.",
      validation: (rule) => [
        ...text('Description', limits.dek)(rule),
        sharedCheck('Description', cardCannotDraw)(rule),
      ],
    }),
    defineField({
      name: 'newsDesk',
      title: 'News desk',
      type: 'reference',
      to: [{ type: 'author' }],
      group: 'brand',
      description: 'The byline new articles start with.',
      validation: required('News desk'),
    }),
    defineField({
      name: 'social',
      type: 'object',
      group: 'social',
      validation: required('Social'),
      fields: (
        [
          ['linkedin', 'LinkedIn'],
          ['twitter', 'X (Twitter)'],
          ['facebook', 'Facebook'],
        ] as const
      ).map(([name, title]) =>
        defineField({ name, title, type: 'url', validation: httpsUrl(`${title} URL`) }),
      ),
    }),
    defineField({
      name: 'contact',
      type: 'object',
      group: 'contact',
      validation: required('Contact'),
      fields: [
        defineField({ name: 'email', type: 'string', validation: email('Email') }),
        textField('phone', 'Phone', 40),
        textField('supportHours', 'Support hours', 80),
        defineField({
          name: 'address',
          type: 'array',
          of: [{ type: 'string', validation: text('Address line', 120) }],
          validation: entries('Address', 'lines', 1, 5),
        }),
        defineField({
          name: 'mediaEmail',
          title: 'Media inquiries email',
          type: 'string',
          validation: email('Media inquiries email'),
        }),
        textField('replyPromise', 'Reply promise', 80),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
