import { createHash } from 'node:crypto'
import { paths } from '@/schemas/vocabulary'

/**
 * The site's security policy: nothing from other origins, and no inline script unless its
 * exact text is listed by hash. One definition for the meta tags, the headers file and the tests.
 */

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/**
 * Pages that run WebAssembly: the search page, whose index is read by Pagefind's WebAssembly.
 * 'wasm-unsafe-eval' allows compiling WebAssembly there and nowhere else; JavaScript eval
 * stays forbidden on every page.
 */
export const webAssemblyRoutes: ReadonlySet<string> = new Set([paths.search])

/** A page's meta-tag policy; frame-ancestors, which a meta tag cannot carry, is a header. */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  webAssembly: boolean,
): string {
  const sources = [
    "'self'",
    ...(webAssembly ? ["'wasm-unsafe-eval'"] : []),
    ...new Set(scriptHashes),
  ]
  const directives = [
    "default-src 'self'",
    `script-src ${sources.join(' ')}`,
    // Styles stay 'unsafe-inline', not hashed. The page's own stylesheet (inlined by Next) could
    // be listed by hash, and styles set from script through element.style need no permission,
    // but the toast library inserts its stylesheet as a <style> element when it loads. A hash of
    // that text would have to be dug out of its bundle at each upgrade, and a client-side
    // navigation keeps the policy of the page it started on, so every page would need it. A
    // mismatch leaves toasts unstyled, seen only in a browser. Styles cannot run script, which
    // stays hash-only, and every page renders build-time content escaped by React.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
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
