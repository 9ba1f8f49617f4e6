import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Every page the sitemap lists, as a path on the server under test. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(path.resolve('out/sitemap.xml'), 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname)
}
