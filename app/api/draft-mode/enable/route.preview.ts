import { urlSearchParamPreviewPathname } from '@sanity/preview-url-secret/constants'
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { unstable_rethrow } from 'next/navigation'
import { apiTarget } from '@/lib/sanity/client'
import { failureMessage } from '@/lib/sanity/failure'
import { previewLive } from '@/lib/content/preview/live'

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/**
 * The Studio's Presentation tool opens the preview here with a one-hour secret it stored in the
 * dataset; next-sanity checks it there and turns Draft Mode on. The proxy has checked the setup.
 */
export async function GET(request: Request): Promise<Response> {
  // next-sanity redirects to the page as the URL parser reads it, and it reads `/.//evil.com`
  // as the path `//evil.com`, which a browser takes for another host.
  const url = new URL(request.url)
  const page = new URL(url.searchParams.get(urlSearchParamPreviewPathname) ?? '/', url.origin)
  if (page.origin !== url.origin || page.pathname.startsWith('//'))
    return plain(
      400,
      'This preview link names no page of this site. Open the document again in the Studio’s Presentation tool.',
    )
  const { client, config } = previewLive()
  try {
    const response = await defineEnableDraftMode({
      client: client.withConfig({ token: config.token }),
    }).GET(request)
    // next-sanity says only "Invalid secret": say what to do.
    return response.status === 401
      ? plain(
          401,
          'This preview link is not valid or has expired (links from the Studio last one hour). Open the document again in the Studio’s Presentation tool to get a new one.',
        )
      : response
  } catch (error) {
    // Success ends in Next's redirect, thrown as an error of its own.
    unstable_rethrow(error)
    return plain(
      502,
      failureMessage(error, apiTarget(config, 'Viewer'), 'check the preview link', 'read'),
    )
  }
}
