import { defineArrayMember, defineField, defineType } from 'sanity'
import { HomeIcon } from '@sanity/icons/Home'
import { entries, listsNothingTwice, required } from '@/schemas/rules'

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
      validation: required('Featured story'),
    }),
    defineField({
      name: 'trending',
      title: 'Trending stories',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'summary' }] })],
      validation: (rule) => [
        ...entries('Trending stories', 'summaries', 3, 3)(rule),
        listsNothingTwice('Trending stories', 'a summary')(rule),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
})
