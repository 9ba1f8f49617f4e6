import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import * as fs from 'node:fs/promises'
import path from 'node:path'
import { pageFileBase, pagesDir, type PagePlan } from '@/lib/pagePlan/pagePlan'
import { eachFile } from '@/scripts/pipeline/htmlFiles'

/**
 * The finished pages of the last whole build, kept in the build cache so the next build can
 * reuse those whose code and data are unchanged (lib/pagePlan/pagePlan.ts). Each build's pages and
 * their manifest go into a folder of their own, a generation; one small file, written last by a
 * rename, names the current one. A build that stops anywhere while keeping its pages leaves the
 * last whole generation current: the cache is never half of one build and half of another.
 * The manifest records a sha256 of every file kept, per page; a page is reused only while its
 * files are still those bytes (keptPagesThatDiffer), so a cache changed after it was kept is
 * rendered again, never shipped.
 */

const pointerFile = () => path.join(pagesDir(), 'current.json')
const generationDir = (generation: string) => path.join(pagesDir(), generation)
/** A generation's pages, laid out as in out/. */
export const pagesOf = (generation: string) => path.join(generationDir(generation), 'site')
const manifestOf = (generation: string) => path.join(generationDir(generation), 'manifest.json')

/** Per page (its path in out/ without extension), each file kept and the sha256 of its bytes. */
export type KeptFiles = Record<string, Record<string, string>>
/** A generation's manifest: the plan it was built from, and what it kept. */
export type KeptManifest = PagePlan & { files: KeptFiles }

/** What the next build can reuse: nothing yet, a cache it cannot read, or a whole generation. */
export type LastPages =
  | { state: 'none' }
  | { state: 'unreadable'; why: string }
  | { state: 'whole'; generation: string; manifest: KeptManifest }

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

export async function readLastPages(): Promise<LastPages> {
  if (!existsSync(pointerFile())) return { state: 'none' }
  try {
    const { generation } = JSON.parse(await fs.readFile(pointerFile(), 'utf8')) as {
      generation?: unknown
    }
    if (typeof generation !== 'string' || !/^g-[\w-]+$/.test(generation))
      return { state: 'unreadable', why: 'current.json names no generation' }
    const manifest = JSON.parse(await fs.readFile(manifestOf(generation), 'utf8')) as KeptManifest
    if (typeof manifest.buildId !== 'string' || typeof manifest.pages !== 'object')
      return { state: 'unreadable', why: `${generation}/manifest.json is not a page manifest` }
    if (typeof manifest.files !== 'object' || manifest.files === null)
      return {
        state: 'unreadable',
        why: `${generation}/manifest.json records no hashes of its files (kept by an older build)`,
      }
    return { state: 'whole', generation, manifest }
  } catch (error) {
    return { state: 'unreadable', why: (error as Error).message.split('\n')[0]! }
  }
}

/** Why this build renders every page rather than reuse the last one's, or null when it may reuse. */
export function reasonToRenderAll(
  last: LastPages,
  now: { buildId: string; shared: string; everyPage: boolean },
): string | null {
  if (now.everyPage) return 'BUILD_PAGES=all'
  if (last.state === 'unreadable') return 'the page cache is unreadable'
  if (last.state === 'none') return 'no earlier build to reuse pages from'
  if (last.manifest.buildId !== now.buildId) return 'the code changed'
  if (last.manifest.shared !== now.shared) return 'the header, footer or site settings changed'
  return null
}

/** Every planned page, as its path in out/ without extension, with its route and key. */
export function plannedPages(
  plan: Pick<PagePlan, 'pages'>,
): { template: string; key: string; base: string }[] {
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
  const segments = await fs.readdir(path.join(root, base), { withFileTypes: true }).catch(() => [])
  for (const entry of segments)
    if (entry.isFile() && entry.name.startsWith('__next.')) files.push(`${base}/${entry.name}`)
  return files
}

/** The hydration payloads a page loads (scripts/pipeline/deferHydration.ts writes them). */
async function payloadsOf(root: string, base: string): Promise<string[]> {
  const html = await fs.readFile(path.join(root, `${base}.html`), 'utf8')
  return [...new Set(html.match(/_next\/static\/payload\/[0-9a-f]+\.js/g) ?? [])]
}

/** All a finished page needs from its folder: its own files and the payloads it loads. */
async function finishedPageFiles(root: string, base: string): Promise<string[]> {
  return [...(await pageFiles(root, base)), ...(await payloadsOf(root, base))]
}

/** The file operations keepPages uses; tests stop them part-way, as a crash would. */
export type FileOperations = Pick<
  typeof fs,
  'mkdir' | 'link' | 'copyFile' | 'writeFile' | 'rename' | 'rm' | 'readdir'
>

/**
 * A file placed under another root: a hard link where both are on one file system (no step
 * writes into a finished page, so the two never differ), a copy where they are not.
 */
export async function place(
  fromRoot: string,
  toRoot: string,
  file: string,
  ops: FileOperations = fs,
): Promise<void> {
  const from = path.join(fromRoot, file)
  const to = path.join(toRoot, file)
  await ops.mkdir(path.dirname(to), { recursive: true })
  try {
    await ops.link(from, to)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST') return
    if (code !== 'EXDEV' && code !== 'EPERM') throw error
    await ops.copyFile(from, to)
  }
}

/**
 * A kept page's recorded files, checked against their bytes: null while every one is there and
 * the same, else why not. A name that leaves the generation's folder counts as changed.
 */
async function keptPageDiffers(generation: string, base: string, files: KeptManifest['files']) {
  const recorded = files[base]
  if (!recorded || !(`${base}.html` in recorded)) return 'no hashes were recorded for it'
  const root = pagesOf(generation)
  for (const [file, hash] of Object.entries(recorded)) {
    const at = path.join(root, file)
    if (path.relative(root, at).startsWith('..')) return `its file ${file} lies outside the cache`
    const bytes = await fs.readFile(at).catch(() => null)
    if (!bytes) return `its kept ${file} is missing`
    if (sha256(bytes) !== hash) return `its kept ${file} is not the bytes kept (sha256 differs)`
  }
  return null
}

/**
 * The pages this build would reuse whose kept files are no longer what was recorded when they
 * were kept, each with why: the plan renders them again instead.
 */
export async function keptPagesThatDiffer(
  last: Extract<LastPages, { state: 'whole' }>,
  reusable: readonly { template: string; key: string; base: string }[],
): Promise<{ template: string; key: string; base: string; why: string }[]> {
  const differ: { template: string; key: string; base: string; why: string }[] = []
  await eachFile(reusable, async (page) => {
    const why = await keptPageDiffers(last.generation, page.base, last.manifest.files)
    if (why) differ.push({ ...page, why })
  })
  return differ.sort((a, b) => (a.base < b.base ? -1 : a.base > b.base ? 1 : 0))
}

/** The kept files of a page, as recorded (what reuse places: no file the record does not name). */
export const recordedFiles = (manifest: KeptManifest, base: string): string[] =>
  Object.keys(manifest.files[base] ?? {})

/**
 * The sha256 of a file about to be kept. A file that is still the very file of the generation
 * it was reused from (the same inode: reuse hard-links, and no step writes into a finished page
 * in place) keeps that generation's recorded hash, checked when this build planned, instead of
 * being read again.
 */
async function hashToKeep(
  outDir: string,
  base: string,
  file: string,
  from?: LastPages,
): Promise<string> {
  const at = path.join(outDir, file)
  if (from?.state === 'whole') {
    const recorded = from.manifest.files[base]?.[file]
    if (recorded) {
      const [here, there] = await Promise.all([
        fs.stat(at),
        fs.stat(path.join(pagesOf(from.generation), file)).catch(() => null),
      ])
      if (there && here.ino === there.ino && here.dev === there.dev) return recorded
    }
  }
  return sha256(await fs.readFile(at))
}

/**
 * Keeps the finished pages of out/ as a new generation, with the sha256 of each file, then makes
 * it current by renaming a pointer over the old one; older generations are removed after that.
 * `reusedFrom` is the generation this build reused pages from. Returns how many pages.
 */
export async function keepPages(
  outDir: string,
  plan: PagePlan,
  ops: FileOperations = fs,
  reusedFrom?: LastPages,
): Promise<number> {
  const generation = `g-${Date.now()}-${process.pid}`
  const pages = plannedPages(plan)
  const files: KeptFiles = {}
  for (const { base } of pages) {
    const hashes: Record<string, string> = {}
    for (const file of await finishedPageFiles(outDir, base)) {
      hashes[file] = await hashToKeep(outDir, base, file, reusedFrom)
      await place(outDir, pagesOf(generation), file, ops)
    }
    files[base] = hashes
  }
  const manifest: KeptManifest = { ...plan, render: {}, files }
  await ops.writeFile(manifestOf(generation), JSON.stringify(manifest))
  const pointer = `${pointerFile()}.${process.pid}.tmp`
  await ops.writeFile(pointer, JSON.stringify({ generation }))
  await ops.rename(pointer, pointerFile())
  // Older generations, and what a build that stopped part-way left.
  for (const entry of await ops.readdir(pagesDir()))
    if ((entry !== generation && entry.startsWith('g-')) || entry.endsWith('.tmp'))
      await ops.rm(path.join(pagesDir(), entry), { recursive: true, force: true })
  return pages.length
}
