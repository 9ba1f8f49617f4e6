import { contentSecurityPolicy, inlineScripts, scriptHash } from '@/lib/security/policy'

/**
 * One page given its script policy, every inline script allowed by its hash, first in <head>. A
 * page with no head, or a script the hashing missed, would ship broken or unprotected: refused.
 */

const unsecurable = (reason: string) =>
  new Error(
    `${reason} Fix the page or teach scripts/pipeline/securePage.ts before shipping this build.`,
  )

/** Every inline script tag in any spelling, less data: counted against what the hashing read. */
const anyInlineScript = /<script\b(?![^>]*\bsrc\s*=)([^>]*)>/gi
const dataType = /\btype\s*=\s*["']?(?!text\/javascript|module|application\/javascript)[a-z]/i

export function securePage(
  html: string,
  { webAssembly = false } = {},
): { html: string; hashes: string[] } {
  const page = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, '')
  if (!/<head>/.test(page)) throw unsecurable('The page has no <head> for its policy.')
  const scripts = inlineScripts(page)
  const found = [...page.matchAll(anyInlineScript)].filter(
    ([, attributes = '']) => !dataType.test(attributes),
  ).length
  if (found !== scripts.length)
    throw unsecurable(
      `The page has ${found} inline scripts, of which the hashing read ${scripts.length}.`,
    )
  const hashes = scripts.map(scriptHash)
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(hashes, webAssembly)}">`
  return { html: page.replace(/<head>/, `<head>${meta}`), hashes }
}
