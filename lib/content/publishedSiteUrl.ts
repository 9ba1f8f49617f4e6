import { siteUrlProblem } from '@/schemas/siteUrl'

/**
 * The published host that canonical, share, feed and sitemap URLs use: the settings document's
 * address, unless the build is given another in SITE_URL (a preview or staging deployment).
 */
export function publishedSiteUrl(settingsUrl: string): string {
  return (process.env.SITE_URL || settingsUrl).replace(/\/+$/, '')
}

/**
 * Why the build refuses the SITE_URL it was given, or undefined: the Studio's rule for the
 * settings' address (an https origin alone; a trailing slash is dropped above), since it prefixes
 * every canonical, share, feed and sitemap address. Plain http is taken for this machine alone,
 * where the benchmark serves the site.
 */
export function givenSiteUrlProblem(value: string | undefined): string | undefined {
  if (!value || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?$/.test(value)) return undefined
  if (!value.startsWith('https://')) return 'must be an https address, like https://example.com'
  return siteUrlProblem(value.replace(/\/$/, ''))
}
