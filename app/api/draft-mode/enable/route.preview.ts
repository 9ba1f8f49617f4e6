import { urlSearchParamPreviewPathname } from '@sanity/preview-url-secret/constants'
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { unstable_rethrow } from 'next/navigation'
import { apiTarget } from '@/lib/sanity/client'
import { failureMessage } from '@/lib/sanity/explain'
import { previewClient } from '@/lib/content/preview/client'
import { checkPreview } from '@/lib/content/preview/readiness'
import { sameOriginPath } from '@/lib/security/sameOrigin'

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/**
 * The Studio's Presentation tool opens the preview through this route with a one-hour secret
 * it stored in the dataset; next-sanity checks it there and turns Draft Mode on.
 */
export async function GET(request: Request): Promise<Response> {
  // next-sanity redirects to this path as given, and `/.//evil.com` would leave the site.
  const url = new URL(request.url)
  const pathname = url.searchParams.get(urlSearchParamPreviewPathname)
  if (pathname !== null && sameOriginPath(pathname, url.origin) === null)
    return plain(
      400,
      'This preview link names no page of this site. Open the document again in the Studio’s Presentation tool.',
    )
  const ready = await checkPreview()
  if (!ready.ok) return plain(503, ready.problem)
  const { config } = ready
  const { GET: enable } = defineEnableDraftMode({
    client: previewClient(config).withConfig({ token: config.token }),
  })
  try {
    const response = await enable(request)
    if (response.status === 401)
      return plain(
        401,
        'This preview link is not valid or has expired (links from the Studio last one hour). Open the document again in the Studio’s Presentation tool to get a new one.',
      )
    return response
  } catch (error) {
    // Success ends in Next's redirect, thrown as an error of its own.
    unstable_rethrow(error)
    return plain(
      502,
      failureMessage(error, apiTarget(config, 'Viewer'), 'check the preview link', 'read'),
    )
  }
}
