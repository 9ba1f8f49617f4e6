import { createHash } from 'node:crypto'
import { withoutStyleCopies } from '@/scripts/pipeline/flightStyles'

/**
 * Moves a page's hydration behind its first paint. Next inlines the React payload as
 * `self.__next_f` scripts (more than half the gzipped page) and starts its chunks as async
 * scripts that run before the first paint. The payload goes to a file of its own (less its copies
 * of the stylesheet, flightStyles), and a small inline loader adds it and the chunks, in order,
 * once the page has painted. The HTML works without them; only the menu, share buttons, tooltips
 * and the form's checks wait.
 */

export interface DeferredPage {
  html: string
  /** The payload script's text, to be served at `payloadPath`; null when the page had none. */
  payload: string | null
  payloadPath: string | null
}

const payloadDirectory = '/_next/static/payload'

const payloadScript = /<script>(\(?self\.__next_f[\s\S]*?)<\/script>/g
const payloadStart = '(self.__next_f=self.__next_f||[]).push([0])'
const payloadChunk = /^self\.__next_f\.push\((\[1,"[\s\S]*"\])\)$/
const inlineStyle = /<style data-precedence="[^"]*" data-href="[^"]*">([\s\S]*?)<\/style>/g
const asyncChunk =
  /<script src="(\/_next\/static\/[^"]+\.js)"((?:\s+id="[^"]+")?)\s+async=""><\/script>/g
const chunkPreload = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g

/** The payload script without the stylesheet's copies, or Next's own (`trimmed: false`). */
function payloadSource(parts: string[], html: string): { text: string; trimmed: boolean } {
  const original = { text: `${parts.join(';\n')};\n`, trimmed: false }
  const [start, ...chunks] = parts
  if (start !== payloadStart) return original
  const texts: string[] = []
  for (const chunk of chunks) {
    const json = payloadChunk.exec(chunk)?.[1]
    if (!json) return original
    texts.push((JSON.parse(json) as [1, string])[1])
  }
  const styles = new Set([...html.matchAll(inlineStyle)].map(([, css = '']) => css))
  const flight = withoutStyleCopies(texts.join(''), styles)
  return flight === null
    ? original
    : {
        text: `${start};\nself.__next_f.push(${JSON.stringify([1, flight])});\n`,
        trimmed: true,
      }
}

/** How long after `load` hydration starts even if the browser reports no first paint. */
export const paintWaitLimitMs = 3000

/** The inline loader: after load, the first paint (or the limit) and two frames, the scripts. */
function hydrationLoader(scripts: readonly (readonly [src: string, id?: string])[]): string {
  const list = JSON.stringify(scripts.map(([src, id]) => (id ? [src, id] : [src])))
  return (
    `(()=>{const d=document,s=${list},P=PerformanceObserver;let g=0;` +
    `const go=()=>{if(g)return;g=1;for(const[a,i]of s){const e=d.createElement("script");e.src=a;if(i)e.id=i;e.async=!1;d.body.append(e)}},` +
    `f=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go))),` +
    `w=()=>{setTimeout(go,${paintWaitLimitMs});if(!P||!(P.supportedEntryTypes||[]).includes("paint"))return f();` +
    `const o=new P(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();f()}});o.observe({type:"paint",buffered:!0})};` +
    `d.readyState=="complete"?w():addEventListener("load",w,{once:!0})})()`
  )
}

/** Next's hydration markup in any spelling; the legacy polyfills (noModule) stay where they are. */
const anyChunkScript = /<script\b[^>]*\bsrc\s*=\s*["']?\/_next\/static\/chunks\/[^>]*>/gi
const hydrationChunkLeft = (html: string) =>
  [...html.matchAll(anyChunkScript)].some(([tag]) => !/\bnomodule\b/i.test(tag))
const anyPayload = /__next_f/

/** A page the rewrite does not understand: shipping it would be slow, or break under the policy. */
const unknownMarkup = (what: string) =>
  new Error(
    `${what} Next's output changed shape: teach scripts/pipeline/deferHydration.ts the new markup before shipping this build.`,
  )

/** Defers a page's hydration; throws when Next's scripts are in a form it does not know. */
export function deferHydration(html: string): DeferredPage {
  const chunks = [...html.matchAll(asyncChunk)].map(
    ([, src = '', id = '']) => [src, /id="([^"]+)"/.exec(id)?.[1]] as const,
  )
  const parts = [...html.matchAll(payloadScript)].map(([, body = '']) => body)
  const source = parts.length ? payloadSource(parts, html) : null
  const payload = source?.text ?? null
  const payloadPath = payload
    ? `${payloadDirectory}/${createHash('sha256').update(payload).digest('hex').slice(0, 20)}.js`
    : null
  const deferredSrcs = new Set(chunks.map(([src]) => src))
  const loader = hydrationLoader(payloadPath ? [[payloadPath], ...chunks] : chunks)
  // A page without Next's chunk tags keeps its markup, and must then hold no hydration at all.
  const rewritten = !chunks.length
    ? html
    : html
        .replace(payloadScript, '')
        .replace(asyncChunk, '')
        .replace(chunkPreload, (link, href: string) => (deferredSrcs.has(href) ? '' : link))
        .replace('</body>', `<script>${loader}</script></body>`)
  if (hydrationChunkLeft(rewritten))
    throw unknownMarkup('A chunk script was left in the page after the rewrite.')
  if (anyPayload.test(rewritten))
    throw unknownMarkup('Payload script was left in the page after the rewrite.')
  if (source && !source.trimmed)
    throw unknownMarkup(
      "The payload's rows were not recognised, so its copies of the stylesheet stay in it.",
    )
  return { html: rewritten, payload, payloadPath }
}
