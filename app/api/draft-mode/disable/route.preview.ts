import { cookies, draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { isSameOriginRequest, sameOriginPath } from '@/lib/security/sameOrigin'

/** next-sanity's mark of partitioned Draft Mode cookies (set by defineEnableDraftMode). */
const partitionedMark = 'sanity-preview-partitioned'

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  })

/**
 * Leaving Draft Mode changes state, so a link, an image or a prefetch on any page must not do
 * it: GET is refused, and says where the button is.
 */
export function GET(): Response {
  return plain(405, 'Leave the preview with the “Exit preview” button on any preview page.', {
    Allow: 'POST',
  })
}

/** Leaves Draft Mode (the banner's form) and returns to the page the editor was on. */
export async function POST(request: NextRequest): Promise<Response> {
  if (!isSameOriginRequest(request.headers))
    return plain(
      403,
      'Refused: only a page of this preview server may leave Draft Mode. Use the “Exit preview” button on a preview page.',
    )
  const form = await request.formData().catch(() => null)
  const back = sameOriginPath(form?.get('redirect'), request.nextUrl.origin) ?? '/'
  ;(await draftMode()).disable()
  const jar = await cookies()
  // In the Studio's frame on another site, next-sanity set the cookies `Partitioned` (a third-party
  // frame's cookies live apart) and marked it with a cookie of its own; Next's disable() clears
  // them outside any partition, where they are not, so clear them where they are.
  if (jar.has(partitionedMark))
    for (const name of ['__prerender_bypass', partitionedMark])
      jar.set({
        name,
        value: '',
        expires: new Date(0),
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'none',
        partitioned: true,
      })
  // A path only: the browser stays on the address the editor used, whatever the Host header said.
  return new Response(null, { status: 303, headers: { Location: back } })
}
