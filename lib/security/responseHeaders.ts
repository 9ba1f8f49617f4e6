/**
 * The response headers of the site: one definition for the headers file, the preview server
 * and the tests. Apart from policy.ts's hashing, so the preview's proxy (an edge bundle, without
 * node:crypto) can send them too.
 */

/**
 * Browser features no page uses, denied to the pages and to anything they could embed. The
 * clipboard stays allowed: the share button copies the link. Only names browsers know (Chrome
 * warns in the console about any other); `browsing-topics` replaced the retired `interest-cohort`.
 */
const deniedFeatures = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const

/** Two years, the span the HSTS preload list recommends (one is its minimum); plain HTTP ignores it. */
const strictTransportSeconds = 2 * 365 * 24 * 60 * 60

/** Headers of every response, scripts and images included. */
export const everyResponseHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
}

/**
 * Headers of the pages. Each page's full script policy is in its own meta tag; the header adds
 * what a meta tag cannot carry (frame-ancestors), the same for every page, so the headers file
 * stays a handful of rules (Cloudflare Pages reads at most 100).
 */
export const pageHeaders: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Strict-Transport-Security': `max-age=${strictTransportSeconds}; includeSubDomains`,
  // Every link to another site opens with rel="noopener"; no page needs a handle on its opener.
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
}
