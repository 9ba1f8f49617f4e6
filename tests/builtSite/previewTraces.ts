import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * What only the editors' preview may contain. The readers' build is checked for none of it,
 * and the preview build for all of it, so the check is known to see what it looks for.
 */

/** A run of the invisible characters stega encoding writes into strings. */
const stegaRun = /[\u200B\u200C\u200D\u2060\uFEFF]{4,}/

/** Code that exists only in the preview: overlays, Draft Mode routes, the preview cookie. */
const previewCode = [
  'sanity-visual-editing',
  '/api/draft-mode/',
  'sanity-preview-perspective',
  '__prerender_bypass',
]

/** A Sanity API token as Sanity issues them ("sk" and a long run of letters and digits). */
const tokenShape = /\bsk[A-Za-z0-9]{60,}\b/

const textFile = /\.(html|js|txt|json|xml|css|map)$|^_headers$/

/** Every trace of the preview in the files under `dir`; `secrets` are values never to ship. */
export function previewTraces(dir: string, secrets: string[] = []) {
  const found: { file: string; what: string }[] = []
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  for (const where of files.filter((file) => textFile.test(path.basename(file)))) {
    const text = readFileSync(path.join(dir, where), 'utf8')
    if (stegaRun.test(text)) found.push({ file: where, what: 'stega-encoded text' })
    for (const marker of previewCode)
      if (text.includes(marker)) found.push({ file: where, what: `preview code (${marker})` })
    if (tokenShape.test(text))
      found.push({ file: where, what: 'something shaped like a Sanity token' })
    for (const secret of secrets)
      if (secret && text.includes(secret))
        found.push({ file: where, what: 'a token from the environment' })
  }
  return found
}
