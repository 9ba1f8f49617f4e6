import type { ClientPerspective } from '@sanity/client'

/**
 * Whether this request is in Draft Mode, and which perspective the Studio asked for. Read from
 * Next's request scope, so it is loaded only by the preview server, never by scripts.
 */
export async function requestPerspective(): Promise<{
  draft: boolean
  perspective: ClientPerspective
}> {
  const [{ cookies, draftMode }, { resolvePerspectiveFromCookies }] = await Promise.all([
    import('next/headers'),
    import('next-sanity/live'),
  ])
  if (!(await draftMode()).isEnabled) return { draft: false, perspective: 'published' }
  return {
    draft: true,
    perspective: await resolvePerspectiveFromCookies({ cookies: await cookies() }),
  }
}
