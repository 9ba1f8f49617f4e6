import { paths } from '@/schemas/vocabulary'

/**
 * The site's security policy: nothing from other origins and no inline script at all, the same
 * on every page (the build leaves no inline script; scripts/build/securePage.ts refuses a page
 * that has one). One definition for the meta tags, the headers file and the tests.
 */

export const commonHeaders: Record<string, string> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
}

/**
 * Pages that run WebAssembly: the search page, whose index is read by Pagefind's WebAssembly.
 * 'wasm-unsafe-eval' allows compiling WebAssembly there and nowhere else; JavaScript eval
 * stays forbidden on every page.
 */
export const webAssemblyRoutes: ReadonlySet<string> = new Set([paths.search])

/** The policy of a page: its own origin's scripts only, and WebAssembly where it runs. */
export function contentSecurityPolicy({ forMeta = false, webAssembly = false } = {}): string {
  const sources = ["'self'", ...(webAssembly ? ["'wasm-unsafe-eval'"] : [])]
  const directives = [
    "default-src 'self'",
    `script-src ${sources.join(' ')}`,
    // Toasts and tooltips position themselves with inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Browsers ignore frame-ancestors in a meta tag; the headers file carries it.
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ]
  return directives.join('; ')
}
