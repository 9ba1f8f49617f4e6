import type { SlugValidationContext, ValidationContext } from 'sanity'
import { studioApiVersion } from '@/schemas/studioClient'

/**
 * Whether no other document of this type has `value` at `field` (a GROQ expression), ignoring
 * this document's own draft and published copies. Outside the Studio, checkDocuments answers
 * the query from the whole dataset.
 */
async function noOtherHas(
  field: string,
  value: string,
  { document, getClient }: Pick<ValidationContext, 'document' | 'getClient'>,
): Promise<boolean> {
  if (!document) return true
  const id = document._id.replace(/^drafts\./, '')
  const query = `!defined(*[_type == $type && ${field} == $value && !(_id in [$draft, $published])][0]._id)`
  return getClient({ apiVersion: studioApiVersion }).fetch<boolean>(query, {
    type: document._type,
    value,
    draft: `drafts.${id}`,
    published: id,
  })
}

/** A slug unique among documents of its type. */
export const slugIsUnique = (slug: string, context: SlugValidationContext) =>
  noOtherHas('slug.current', slug, context)

/**
 * Two cards (or two articles) under one title leave a reader unable to tell them apart in a
 * list; a title is compared trimmed and in lower case. The Studio's rule: "Title is already used
 * by another summary card; each needs its own."
 */
export const uniqueTitle =
  (field: 'title' | 'headline', label: string, another: string) =>
  async (value: unknown, context: ValidationContext): Promise<true | string> =>
    typeof value !== 'string' ||
    !value.trim() ||
    (await noOtherHas(`lower(${field})`, value.trim().toLowerCase(), context))
      ? true
      : `${label} is already used by ${another}; each needs its own.`
