import { defineArrayMember, defineField, defineType } from 'sanity'
import { HomeIcon } from '@sanity/icons/Home'

/** What the front page leads with; sections and the latest feed follow from publish dates. */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  fields: [
    defineField({
      name: 'featured',
      title: 'Featured story',
      type: 'reference',
      to: [{ type: 'summary' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'trending',
      title: 'Trending stories',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'summary' }] })],
      validation: (rule) => rule.required().length(3).unique(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
})
