import type { SanityClient } from 'next-sanity'
import { defineLive } from 'next-sanity/live'
import { draftMode } from 'next/headers'
import { connection } from 'next/server'
import { apiTarget } from '@/lib/sanity/client'
import { explainFailure } from '@/lib/sanity/failure'
import { previewClient } from '@/lib/content/preview/client'
import { previewSetup, type PreviewConfig } from '@/lib/content/preview/setup'

/**
 * The preview server's content, through next-sanity's Live Content API (next.config.ts swaps
 * this module in for query.ts): published content, or in Draft Mode the perspective the Studio
 * chose, with stega marks on the text the library's default filter picks. <SanityLive> in the
 * page refreshes it whenever Sanity reports a change.
 */

let live:
  (ReturnType<typeof defineLive> & { config: PreviewConfig; client: SanityClient }) | undefined

/**
 * defineLive for this server's environment, made on first use. The proxy shows the setup page
 * before any page renders, so a page that gets here has what it needs.
 */
export function previewLive() {
  if (live) return live
  const setup = previewSetup()
  if (!setup.ok) throw new Error(setup.problem)
  const client = previewClient(setup.config)
  live = {
    config: setup.config,
    client,
    // The Viewer token reads drafts on the server and, in Draft Mode, the browser's live events.
    ...defineLive({
      client,
      serverToken: setup.config.token,
      browserToken: setup.config.token,
    }),
  }
  return live
}

export async function previewQuery<Result>(query: string): Promise<Result> {
  // Rendered for each request, never at build time.
  await connection()
  const { sanityFetch, client, config } = previewLive()
  try {
    // Outside Draft Mode sanityFetch keeps its answer in Next's data cache until a browser with
    // the page open reports a change: a publish made with no page open would never show. Read
    // published content afresh on each request instead.
    if (!(await draftMode()).isEnabled) return await client.fetch<Result>(query)
    const { data } = await sanityFetch({ query })
    return data as Result
  } catch (error) {
    throw explainFailure(error, apiTarget(config, 'Viewer'), 'read the content', 'read')
  }
}
