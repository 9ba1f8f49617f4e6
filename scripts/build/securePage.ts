import { parse } from 'node-html-parser'
import { contentSecurityPolicy, inlineScripts, scriptHash } from '../../lib/security/policy'

/**
 * One page given its script policy: every inline script allowed by its hash, in a meta tag that
 * is the first thing in <head>. A page with no head, or with an inline script the hashing
 * does not pick up (a spelling it does not know), would ship broken or unprotected, so it is
 * refused with the reason.
 */

export class UnsecurablePage extends Error {
  constructor(reason: string) {
    super(`${reason} Fix the page or teach scripts/build/securePage.ts before shipping this build.`)
    this.name = 'UnsecurablePage'
  }
}

const executable = (type: string | undefined) =>
  !type || ['text/javascript', 'module', 'application/javascript'].includes(type.toLowerCase())

export function securePage(
  html: string,
  { webAssembly = false } = {},
): { html: string; hashes: string[] } {
  const page = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, '')
  if (!/<head>/.test(page)) throw new UnsecurablePage('The page has no <head> for its policy.')
  const scripts = inlineScripts(page)
  // A second reading by an HTML parser: any script it finds that the pattern missed is refused.
  const parsed = parse(page)
    .querySelectorAll('script')
    .filter((script) => !script.hasAttribute('src') && executable(script.getAttribute('type')))
    .map((script) => script.rawText)
  const missed = parsed.filter((text) => !scripts.includes(text))
  if (missed.length > 0 || parsed.length !== scripts.length)
    throw new UnsecurablePage(
      `An inline script could not be hashed (${missed[0]?.slice(0, 60) ?? 'count differs'}…).`,
    )
  const hashes = scripts.map(scriptHash)
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(hashes, { forMeta: true, webAssembly })}">`
  return { html: page.replace(/<head>/, `<head>${meta}`), hashes }
}
