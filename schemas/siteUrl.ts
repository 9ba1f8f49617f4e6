/**
 * The published site's address. Every canonical, share, feed, sitemap and structured-data URL
 * is this value with a path after it, so it must be an https origin alone: a path, query or
 * fragment would end up in the middle of each of them, and a host with quotes or ampersands
 * would break the markup they are written into.
 */

/** Labels of letters, digits and inner hyphens, joined by dots: a host name as DNS spells it. */
const plainHost =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/**
 * What is wrong with a site URL, in the words the Studio and the seed both use, or undefined.
 * A value that is not a web address at all is left to the https rule, which says so; an http
 * one is checked here too, so the editor learns both fixes at once.
 */
export function siteUrlProblem(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (!plainHost.test(url.hostname))
    return 'must have a plain host name (letters, digits, hyphens and dots), like https://example.com'
  if (url.origin === value) return undefined
  if (`${url.origin}/` === value) return 'must not end with a slash'
  // The origin is safe to show: its host passed the pattern above.
  return `must be the origin alone, ${url.origin}, with no user name, path, query or fragment`
}
