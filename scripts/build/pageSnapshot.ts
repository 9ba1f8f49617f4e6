import { existsSync } from 'node:fs'
import { copyFile, link, mkdir, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { pageFileBase, pagesDir, type PagePlan } from '../../lib/build/pagePlan'

/**
 * The finished pages of the last build, kept in the build cache so the next build can reuse
 * those whose code and data are unchanged (lib/build/pagePlan.ts).
 */

export const snapshotDir = () => path.join(pagesDir(), 'site')
export const manifestFile = () => path.join(pagesDir(), 'manifest.json')

/** Every planned page, as its path in out/ without extension, with its route and key. */
export function plannedPages(plan: PagePlan): { template: string; key: string; base: string }[] {
  return Object.entries(plan.pages).flatMap(([template, pages]) =>
    Object.keys(pages).map((key) => ({
      template,
      key,
      base: pageFileBase(template, Object.fromEntries(JSON.parse(key) as [string, string][])),
    })),
  )
}

/**
 * A page's files in a static export, relative to its folder: the HTML, the RSC payload and the
 * segment prefetches beside them. The HTML is required; the others are taken when present.
 */
async function pageFiles(root: string, base: string): Promise<string[]> {
  const files = [`${base}.html`]
  if (existsSync(path.join(root, `${base}.txt`))) files.push(`${base}.txt`)
  const segments = await readdir(path.join(root, base), { withFileTypes: true }).catch(() => [])
  for (const entry of segments)
    if (entry.isFile() && entry.name.startsWith('__next.')) files.push(`${base}/${entry.name}`)
  return files
}

/** The hydration payloads a page loads (scripts/build/deferHydration.ts writes them). */
async function payloadsOf(root: string, base: string): Promise<string[]> {
  const html = await readFile(path.join(root, `${base}.html`), 'utf8')
  return [...new Set(html.match(/_next\/static\/payload\/[0-9a-f]+\.js/g) ?? [])]
}

/** All a finished page needs from its folder: its own files and the payloads it loads. */
export async function finishedPageFiles(root: string, base: string): Promise<string[]> {
  return [...(await pageFiles(root, base)), ...(await payloadsOf(root, base))]
}

/**
 * A file placed under another root: a hard link where both are on one file system (no step
 * writes into a finished page, so the two never differ), a copy where they are not.
 */
export async function place(fromRoot: string, toRoot: string, file: string): Promise<void> {
  const from = path.join(fromRoot, file)
  const to = path.join(toRoot, file)
  await mkdir(path.dirname(to), { recursive: true })
  try {
    await link(from, to)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST') return
    if (code !== 'EXDEV' && code !== 'EPERM') throw error
    await copyFile(from, to)
  }
}
