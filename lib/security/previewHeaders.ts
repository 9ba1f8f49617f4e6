import { localStudioUrl } from '@/lib/content/preview/setup'
import { everyResponseHeaders, pageHeaders } from '@/lib/security/responseHeaders'

/**
 * The Studio origins that may frame the preview (Presentation shows it in a frame, and Draft
 * Mode's cookie is SameSite=None so the frame can carry it): the hosted Studio editors open
 * (SANITY_STUDIO_URL) and the one `npm run studio` serves locally, and no other site.
 */
const studioOrigins = (studioUrl: string) =>
  [studioUrl, localStudioUrl].flatMap((url) => (URL.canParse(url) ? [new URL(url).origin] : []))

/**
 * Headers of every answer of the preview server, its setup page too: the public pages'
 * headers that fit a server whose pages the Studio frames. Its scripts are Next's and the
 * visual editing overlay's, rendered per request, so the policy limits framing, plugins and
 * <base>, not scripts. Left out: X-Frame-Options (it cannot name the Studio; frame-ancestors
 * rules in every current browser) and Cross-Origin-Opener-Policy (the Studio can open the
 * preview in a window of its own and talks to it through window.opener).
 */
export function previewPageHeaders(studioUrl: string): Record<string, string> {
  return {
    ...everyResponseHeaders,
    'Content-Security-Policy': [
      `frame-ancestors ${studioOrigins(studioUrl).join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
    ].join('; '),
    'Strict-Transport-Security': pageHeaders['Strict-Transport-Security']!,
    'Referrer-Policy': pageHeaders['Referrer-Policy']!,
    'Permissions-Policy': pageHeaders['Permissions-Policy']!,
    // Drafts are not for search engines, whoever finds the address.
    'X-Robots-Tag': 'noindex, nofollow',
  }
}
