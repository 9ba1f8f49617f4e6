import type { InitialValueResolverContext } from 'sanity'
import { studioApiVersion } from '@/schemas/studioClient'

/**
 * New articles are bylined to the news desk named in Site settings; without one (or when the
 * settings cannot be read) the byline starts empty and the editor picks an author.
 */
export async function newsDeskByline(
  _params: unknown,
  { getClient }: Pick<InitialValueResolverContext, 'getClient'>,
): Promise<{ _type: 'reference'; _ref: string } | undefined> {
  try {
    const id = await getClient({ apiVersion: studioApiVersion }).fetch<string | null>(
      '*[_id == "siteSettings"][0].newsDesk._ref',
    )
    return id ? { _type: 'reference', _ref: id } : undefined
  } catch {
    return undefined
  }
}

/** A new story is dated now; the editor moves it when it is scheduled for later. */
export const now = () => new Date().toISOString()
