import { parse } from 'node-html-parser'
import { contentSecurityPolicy } from '../../lib/security/policy'

/**
 * One page given its script policy, in a meta tag that is the first thing in <head>. The policy
 * allows scripts from the site's own files only, so a page with an inline script that would run
 * (a spelling of Next's the hydration step did not move, say) would break under it: it is
 * refused with the reason, as is a page with no head.
 */

export class UnsecurablePage extends Error {
  constructor(reason: string) {
    super(`${reason} Fix the page or the step that wrote it before shipping this build.`)
    this.name = 'UnsecurablePage'
  }
}

/** Script types a browser runs; anything else (JSON-LD and other data blocks) is data. */
const runs = (type: string | undefined) =>
  !type ||
  ['text/javascript', 'module', 'application/javascript'].includes(type.trim().toLowerCase())

export function securePage(html: string, { webAssembly = false } = {}): string {
  const page = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, '')
  if (!/<head>/.test(page)) throw new UnsecurablePage('The page has no <head> for its policy.')
  const inline = parse(page)
    .querySelectorAll('script')
    .filter((script) => !script.hasAttribute('src') && runs(script.getAttribute('type')))
  if (inline.length > 0)
    throw new UnsecurablePage(
      `The page has an inline script, which the policy does not allow (${inline[0]!.rawText.slice(0, 60)}…).`,
    )
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ forMeta: true, webAssembly })}">`
  return page.replace(/<head>/, `<head>${meta}`)
}
