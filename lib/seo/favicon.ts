import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The favicon, written into every page as a data URL: a separate request for it would compete
 * with the page's own fonts and images while it first paints. public/icon.svg stays for the
 * structured data's logo and for anyone who links to it.
 */
export const faviconDataUrl = `data:image/svg+xml,${encodeURIComponent(
  readFileSync(path.join(process.cwd(), 'public/icon.svg'), 'utf8').trim(),
)}`
