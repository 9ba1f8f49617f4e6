import type { SlugValidationContext } from 'sanity'
import { studioApiVersion } from '@/schemas/studioClient'

/** Unique among documents of the same type, ignoring this document's own draft and published copies. */
export async function slugIsUnique(slug: string, context: SlugValidationContext): Promise<boolean> {
  const { document, getClient } = context
  if (!document) return true
  const id = document._id.replace(/^drafts\./, '')
  const query = `!defined(*[_type == $type && slug.current == $slug && !(_id in [$draft, $published])][0]._id)`
  return getClient({ apiVersion: studioApiVersion }).fetch<boolean>(query, {
    type: document._type,
    slug,
    draft: `drafts.${id}`,
    published: id,
  })
}
