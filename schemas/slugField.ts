import { defineField } from 'sanity'
import { requiredMessage, slugPattern } from '@/schemas/rules'
import { slugify } from '@/schemas/slug'
import { slugIsUnique } from '@/schemas/unique'
import { limits } from '@/schemas/vocabulary'

/**
 * The address field of a document with its own page: generated from `source`, unique among
 * documents of its type, lower-case words joined by single hyphens, at most `limits.slug` long.
 */
export function slugField({
  source,
  sourceLabel,
  address,
  group,
}: {
  /** The field the slug is generated from. */
  source: string
  /** That field's name as editors read it: "headline", "name". */
  sourceLabel: string
  /** The page's address, for the field's description: "/article/<slug>". */
  address: string
  group?: string | string[]
}) {
  return defineField({
    name: 'slug',
    type: 'slug',
    ...(group ? { group } : {}),
    description: `The address: ${address}. Generate it from the ${sourceLabel}.`,
    options: {
      source,
      maxLength: limits.slug,
      slugify: (value: string) => slugify(value),
      isUnique: slugIsUnique,
    },
    validation: (rule) => [
      rule.required().error(`${requiredMessage('Slug')} Generate it from the ${sourceLabel}.`),
      rule.custom((value) =>
        !value?.current || slugPattern.test(value.current)
          ? true
          : 'Slug must be lower-case words joined by single hyphens.',
      ),
      rule.custom((value) =>
        !value?.current || value.current.length <= limits.slug
          ? true
          : `Slug must be at most ${limits.slug} characters.`,
      ),
    ],
  })
}
