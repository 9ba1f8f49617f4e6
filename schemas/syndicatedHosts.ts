/**
 * Hosts that republish other outlets' stories or mirror other sites: syndication partners,
 * aggregators, regional or language mirrors, CDN copies and archives. A citation must name
 * the original publisher or the primary document instead. A host matches itself and every
 * sub-domain of it.
 */
export const syndicatedHosts = [
  // Wire copies on brokers', stations' and portals' sites.
  'xm.com',
  'stocks.news',
  'bignewsnetwork.com',
  'wftv.com',
  'wdbo.com',
  'movefm.com.au',
  'brecorder.com',
  'marketscreener.com',
  'investing.com',
  'tradingview.com',
  'finance.yahoo.com',
  'news.yahoo.com',
  'msn.com',
  'usnews.com',
  'usaherald.com',
  // Aggregators and rewrites of other outlets' reporting.
  'hrcurated.com',
  'topclassactions.com',
  'ground.news',
  'newsbreak.com',
  'biztoc.com',
  'headtopics.com',
  'flipboard.com',
  'inkl.com',
  'midpage.ai',
  'casetext.com',
  // Mirrors, CDN copies and archives.
  'mymagic.page',
  'cdn.ampproject.org',
  'web.archive.org',
  'archive.ph',
  'archive.today',
  'africa.businessinsider.com',
  'cy.ico.org.uk',
  'law360.co.uk',
  'dev.eurofound.europa.eu',
] as const

/**
 * The listed host a URL's host falls under, if any; or the copy a publisher serves beside its
 * own page: AMP (an `amp.` host, an `/amp/` path, `?amp`) or an origin server (`origin.`).
 */
export function syndicatedHostOf(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  const host = parsed.hostname.toLowerCase()
  if (host.startsWith('amp.') || host.startsWith('origin.')) return host
  if (/^\/amp(\/|$)/i.test(parsed.pathname)) return `${host}/amp/`
  if (parsed.searchParams.has('amp')) return `${host} (?amp)`
  return syndicatedHosts.find((listed) => host === listed || host.endsWith(`.${listed}`))
}
