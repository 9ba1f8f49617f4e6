/**
 * Same-origin checks for the preview server's routes that change state. A browser sends any
 * site's form to any other with the editor's cookies, and a route handler has no CSRF check of
 * its own (Next checks the origin of server actions only): the origin headers tell them apart.
 */

// A backslash reads as a slash to URL parsers; tabs and newlines are dropped by them.
const unsafe = /[\\\u0000-\u001f\u007f-\u009f]/

/**
 * The path, query and fragment of `value` when it names a page of `origin`, else null: parsed
 * against that origin and compared with it, never followed on the strength of a leading slash.
 */
export function sameOriginPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || unsafe.test(value)) return null
  // Decoded once more, as a later hop might decode it: still no backslash, control or `//`.
  let decoded: string
  let url: URL
  try {
    decoded = decodeURIComponent(value)
    url = new URL(value, origin)
  } catch {
    return null
  }
  if (unsafe.test(decoded) || decoded.startsWith('//') || url.origin !== origin) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  // `/.//evil.com` parses to the path `//evil.com`, which a browser reads as another host.
  return path.startsWith('//') ? null : path
}

/**
 * Whether a request was sent by a page of this server: by `Sec-Fetch-Site`, which browsers set
 * and pages cannot, or else by `Origin` against the host asked for (the proxy's, behind one),
 * as Next checks a server action. Neither (not a browser's POST) is refused too.
 */
export function isSameOriginRequest(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin'
  const origin = headers.get('origin')
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host')
  if (!origin || !host) return false
  try {
    return new URL(origin).host === host
  } catch {
    // `Origin: null` (a sandboxed frame, a privacy redirect) is no origin at all.
    return false
  }
}
