import type { InitialValueResolverContext } from 'sanity'
import { studioApiVersion } from './studioClient'

/** The byline when the settings document has none (or cannot be read). */
export const defaultNewsDesk = 'HR Leadership Brief News Desk'

/** New articles are bylined to the news desk named in Site settings. */
export async function newsDeskByline(
  _params: unknown,
  { getClient }: Pick<InitialValueResolverContext, 'getClient'>,
): Promise<string> {
  try {
    const newsDesk = await getClient({ apiVersion: studioApiVersion }).fetch<string | null>(
      '*[_id == "siteSettings"][0].newsDesk',
    )
    return newsDesk?.trim() || defaultNewsDesk
  } catch {
    return defaultNewsDesk
  }
}

/** A new story is dated now; the editor moves it when it is scheduled for later. */
export const now = () => new Date().toISOString()
