import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { unstable_rethrow } from 'next/navigation'
import { apiTarget, hostedClient } from '@/lib/content/hosted/client'
import { failureMessage } from '@/lib/content/hosted/explain'
import { previewSetup } from '@/lib/content/preview/setup'

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/**
 * The Studio's Presentation tool opens the preview through this route with a one-hour secret
 * it stored in the dataset; next-sanity checks it there and turns Draft Mode on.
 */
export async function GET(request: Request): Promise<Response> {
  const setup = previewSetup()
  if (!setup.ok) return plain(503, setup.problem)
  const { GET: enable } = defineEnableDraftMode({ client: hostedClient(setup.config) })
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
      failureMessage(error, apiTarget(setup.config, 'Viewer'), 'check the preview link', 'read'),
    )
  }
}
