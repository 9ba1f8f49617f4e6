import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { eachFile, listed } from '@/scripts/pipeline/htmlFiles'

/**
 * A new site's last check before it is kept and replaces out/. It holds no symbolic link (a
 * host uploads what a link points at, and a link kept in the page cache would be reused), and
 * every /_next/ asset a page's HTML names is in it: a page reused from an earlier `next build`
 * may name a chunk this one no longer writes (the HTML names every asset its payloads do, as
 * Next starts each chunk from a tag).
 */

/** An asset path as a page names it, up to the quote, bracket or query that ends it. */
const nextAsset = /\/_next\/[^"'\s()<>\\?#&]+/g

export async function siteProblems(siteDir: string): Promise<string[]> {
  const entries = await readdir(siteDir, { withFileTypes: true, recursive: true })
  const named = (entry: (typeof entries)[number]) =>
    path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
  const problems = entries
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => `${named(entry)} is a symbolic link: out/ takes regular files only.`)
  const files = new Set(entries.filter((entry) => entry.isFile()).map(named))
  const pages = [...files].filter((file) => file.endsWith('.html'))
  await eachFile(pages, async (page) => {
    const html = await readFile(path.join(siteDir, page), 'utf8')
    for (const asset of new Set(html.match(nextAsset)))
      if (!files.has(decodeURI(asset.slice(1))))
        problems.push(`/${page} names ${asset}, which the site does not hold.`)
  })
  return problems.sort()
}

/** Throws, naming each problem and what to do, when the site is not one to ship. */
export async function checkSite(siteDir: string): Promise<void> {
  const problems = await siteProblems(siteDir)
  if (problems.length === 0) return
  throw new Error(
    `the new site is not one to ship:${listed(problems)}\nA link or a missing asset came from the page cache or a step: run the build again with BUILD_PAGES=all, and if it persists, delete .cache/build/pages.`,
  )
}
