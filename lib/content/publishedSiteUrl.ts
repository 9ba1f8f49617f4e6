/**
 * The published host that canonical, share, feed and sitemap URLs use: the settings document's
 * address, unless the build is given another in SITE_URL (a preview or staging deployment).
 */
export function publishedSiteUrl(
  settingsUrl: string,
  env: Record<string, string | undefined> = process.env,
): string {
  return (env.SITE_URL || settingsUrl).replace(/\/+$/, '')
}
