import { createHash } from 'node:crypto'
import { paths } from '@/schemas/vocabulary'

/**
 * The site's security policy: nothing from other origins, and no inline script unless its
 * exact text is listed by hash. One definition for the meta tags, the headers file and the tests.
 */

export const commonHeaders: Record<string, string> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
}

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/**
 * Pages that run WebAssembly: the search page, whose index is read by Pagefind's WebAssembly.
 * 'wasm-unsafe-eval' allows compiling WebAssembly there and nowhere else; JavaScript eval
 * stays forbidden on every page.
 */
export const webAssemblyRoutes: ReadonlySet<string> = new Set([paths.search])

/** The policy for a page whose inline scripts have these hashes. */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  { forMeta = false, webAssembly = false } = {},
): string {
  const sources = [
    "'self'",
    ...(webAssembly ? ["'wasm-unsafe-eval'"] : []),
    ...new Set(scriptHashes),
  ]
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

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g

/** The text of every inline script that executes (JSON-LD and other data blocks do not). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(inlineScript)]
    .filter(([, attributes = '']) => {
      const type = /\btype="([^"]*)"/.exec(attributes)?.[1]
      return !type || type === 'text/javascript' || type === 'module'
    })
    .map(([, , body = '']) => body)
}
