import type { ValidationContext } from 'sanity'
import { studioApiVersion } from '@/schemas/studioClient'

/**
 * Two cards (or two articles) under one title leave a reader unable to tell them apart in a
 * list. A title is compared trimmed and in lower case.
 */
const titleKey = (title: string) => title.trim().toLowerCase()

/**
 * Whether no other document of this type has the same `field`, ignoring this document's own
 * draft and published copies. Outside the Studio, checkDocuments answers the query from the
 * whole dataset.
 */
export async function titleIsUnique(
  field: 'title' | 'headline',
  title: string,
  { document, getClient }: Pick<ValidationContext, 'document' | 'getClient'>,
): Promise<boolean> {
  if (!document) return true
  const id = document._id.replace(/^drafts\./, '')
  const query = `!defined(*[_type == $type && lower(${field}) == $title && !(_id in [$draft, $published])][0]._id)`
  return getClient({ apiVersion: studioApiVersion }).fetch<boolean>(query, {
    type: document._type,
    title: titleKey(title),
    draft: `drafts.${id}`,
    published: id,
  })
}

/** The Studio's rule: "Title is already used by another summary card; each needs its own." */
export const uniqueTitle =
  (field: 'title' | 'headline', label: string, another: string) =>
  async (value: unknown, context: ValidationContext): Promise<true | string> =>
    typeof value !== 'string' || !value.trim() || (await titleIsUnique(field, value, context))
      ? true
      : `${label} is already used by ${another}; each needs its own.`
