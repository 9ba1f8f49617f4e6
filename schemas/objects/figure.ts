import { defineType } from 'sanity'
import { limits } from '@/schemas/vocabulary'
import { textField } from '@/schemas/rules'

/** An image with the alt text every image needs and an optional credit line. */
export const figure = defineType({
  name: 'figure',
  title: 'Image',
  type: 'image',
  // No hotspot: the site crops every image to its frame from the centre, and an editor must not
  // set a focus point the site would ignore.
  options: { hotspot: false },
  fields: [
    textField('alt', 'Alternative text', limits.alt, {
      title: 'Alternative text',
      description: 'Describe what the image shows, for readers who cannot see it.',
    }),
    textField('credit', 'Credit', limits.credit, { optional: true, title: 'Credit' }),
  ],
})
