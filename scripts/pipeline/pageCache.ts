import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import * as fs from 'node:fs/promises'
import path from 'node:path'
import { pageFileBase, pagesDir, type PagePlan } from '@/lib/pagePlan/pagePlan'
import { eachFile } from '@/scripts/pipeline/htmlFiles'

/**
 * The finished pages of the last whole build, for the next to reuse (docs/BUILD.md). Each build's
 * pages and manifest go into a generation of their own, made current by renaming a pointer last,
 * so the cache is never half of one build and half of another. A page is reused only while each
 * of its own files is there, of the sha256 recorded.
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

export type LastPages =
  | { state: 'none' }
  | { state: 'unreadable'; why: string }
  | { state: 'whole'; generation: string; manifest: KeptManifest }

/** A planned page: its route, its parameters' key and its path in out/ without extension. */
export interface PlannedPage {
  template: string
  key: string
  base: string
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/**
 * The files Next 16's export writes for a page: its HTML, its RSC payload, and in its folder the
 * segment prefetches ([slug] as $d$slug). The only names the cache keeps, checks and reuses.
 */
export function ownFiles({ template, base }: Pick<PlannedPage, 'template' | 'base'>): string[] {
  const segments = template
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/^\[(.+)\]$/, (_, name: string) => `$d$${name}`))
    .join('.')
  const prefetches = ['_full', '_index', '_tree', `${segments}.__PAGE__`]
  return [`${base}.html`, `${base}.txt`, ...prefetches.map((name) => `${base}/__next.${name}.txt`)]
}

/** A hydration payload, named by scripts/pipeline/deferHydration.ts after its sha256. */
const payload = /_next\/static\/payload\/[0-9a-f]+\.js/g
const payloadsIn = (html: string) => [...new Set(html.match(payload))]
const isPayload = (file: string) => (file.match(payload) ?? []).join() === file

/** A page's kept files as its record names them: its own files and its payloads, nothing else. */
export function keptFilesOf(manifest: KeptManifest, page: PlannedPage): string[] {
  const recorded = Object.keys(manifest.files[page.base] ?? {})
  return [...ownFiles(page), ...recorded.filter((file) => isPayload(file))]
}

/**
 * Each rendered page's files as Next's export wrote them (beside its HTML, named after it, and in
 * its folder but a child route's) against ownFiles: another shape stops the build, for the cache
 * would reuse pages without what it does not know of.
 */
export async function exportShapeProblems(
  siteDir: string,
  rendered: readonly PlannedPage[],
): Promise<string[]> {
  const byFolder = new Map<string, string[]>()
  for (const entry of await fs.readdir(siteDir, { withFileTypes: true, recursive: true })) {
    const folder = path.relative(siteDir, entry.parentPath).split(path.sep).join('/') || '.'
    if (entry.isFile())
      (byFolder.get(folder) ?? byFolder.set(folder, []).get(folder)!).push(entry.name)
  }
  const problems = rendered.flatMap((page) => {
    const [name, parent] = [path.posix.basename(page.base), path.posix.dirname(page.base)]
    const children = readdirSync(path.join('app', page.template), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    const childRoutes = (file: string) =>
      children.some((child) => file === child || file.startsWith(`${child}.`))
    const wrote = [
      ...(byFolder.get(parent) ?? [])
        .filter((file) => file.startsWith(`${name}.`) && !file.slice(name.length + 1).includes('.'))
        .map((file) => `${parent}/${file}`),
      ...(byFolder.get(page.base) ?? [])
        .filter((file) => !childRoutes(file))
        .map((file) => `${page.base}/${file}`),
    ]
    const known = ownFiles(page)
    const unknown = wrote.filter((file) => !known.includes(file)).sort()
    const unwritten = known.filter((file) => !wrote.includes(file))
    return unknown.length + unwritten.length === 0
      ? []
      : [
          `Next's export wrote ${unknown.join(', ') || 'no other file'} for /${page.base}, where scripts/pipeline/pageCache.ts knows ${unwritten.join(', ') || 'no other file'} — see docs/UPGRADING.md (Page reuse).`,
        ]
  })
  return problems.sort()
}

export async function readLastPages(): Promise<LastPages> {
  if (!existsSync(pointerFile())) return { state: 'none' }
  try {
    const { generation } = JSON.parse(await fs.readFile(pointerFile(), 'utf8')) as {
      generation: string
    }
    const manifest = JSON.parse(await fs.readFile(manifestOf(generation), 'utf8')) as KeptManifest
    if (typeof manifest.buildId !== 'string' || !manifest.pages || !manifest.files)
      return { state: 'unreadable', why: `${generation}/manifest.json is not a page manifest` }
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
export function plannedPages(plan: Pick<PagePlan, 'pages'>): PlannedPage[] {
  return Object.entries(plan.pages).flatMap(([template, pages]) =>
    Object.keys(pages).map((key) => ({
      template,
      key,
      base: pageFileBase(template, Object.fromEntries(JSON.parse(key) as [string, string][])),
    })),
  )
}

/** The file operations keepPages uses; tests stop them part-way, as a crash would. */
export type FileOperations = Pick<
  typeof fs,
  'mkdir' | 'link' | 'copyFile' | 'writeFile' | 'rename' | 'rm' | 'readdir'
>

/**
 * Places files of one root under another: a hard link (no step writes into a finished page in
 * place), or a copy across file systems. link(2) places a symbolic link as such: the site check
 * refuses it.
 */
export function placer(fromRoot: string, toRoot: string, ops: FileOperations = fs) {
  const folders = new Map<string, Promise<unknown>>()
  return async (file: string): Promise<void> => {
    const from = path.join(fromRoot, file)
    const to = path.join(toRoot, file)
    const folder = path.dirname(to)
    if (!folders.has(folder)) folders.set(folder, ops.mkdir(folder, { recursive: true }))
    await folders.get(folder)
    try {
      await ops.link(from, to)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'EEXIST') return
      if (code !== 'EXDEV' && code !== 'EPERM') throw error
      await ops.copyFile(from, to)
    }
  }
}

/** Why a kept page differs from its record, or null. */
async function keptPageDiffers(generation: string, page: PlannedPage, files: KeptFiles) {
  const recorded = files[page.base] ?? {}
  const check = async (file: string) => {
    const bytes = await fs.readFile(path.join(pagesOf(generation), file)).catch(() => null)
    if (!bytes) return `its kept ${file} is missing`
    return sha256(bytes) === recorded[file]
      ? bytes
      : `its kept ${file} is not the bytes kept (sha256 differs)`
  }
  const [html, ...others] = ownFiles(page)
  const kept = await check(html!)
  if (typeof kept === 'string') return kept
  for (const file of [...others, ...payloadsIn(kept.toString('utf8'))]) {
    const why = await check(file)
    if (typeof why === 'string') return why
  }
  return null
}

/** The pages this build would reuse whose kept files differ from their record, with why. */
export async function keptPagesThatDiffer(
  last: Extract<LastPages, { state: 'whole' }>,
  reusable: readonly PlannedPage[],
): Promise<(PlannedPage & { why: string })[]> {
  const differ: (PlannedPage & { why: string })[] = []
  await eachFile(reusable, async (page) => {
    const why = await keptPageDiffers(last.generation, page, last.manifest.files)
    if (why) differ.push({ ...page, why })
  })
  return differ.sort((a, b) => (a.base < b.base ? -1 : a.base > b.base ? 1 : 0))
}

/** The sha256 of each file of a page about to be kept; a file reused keeps the hash checked. */
async function hashesToKeep(outDir: string, page: PlannedPage, from?: LastPages) {
  const last = from?.state === 'whole' ? from : undefined
  const recorded = last?.manifest.files[page.base]
  /**
   * The file's sha256, and its bytes when read. A file still the very file reused (the same
   * inode: no step writes into a finished page in place) has the hash recorded of it, unread:
   * every kept byte is read once.
   */
  const hashOf = async (file: string) => {
    const [at, hash] = [path.join(outDir, file), recorded?.[file]]
    if (hash && last) {
      const [here, there] = await Promise.all([
        fs.stat(at),
        fs.stat(path.join(pagesOf(last.generation), file)).catch(() => null),
      ])
      if (there && here.ino === there.ino && here.dev === there.dev) return { hash }
    }
    const bytes = await fs.readFile(at)
    return { hash: sha256(bytes), bytes }
  }
  const hashes: Record<string, string> = {}
  const [html, ...rest] = ownFiles(page)
  const first = await hashOf(html!)
  hashes[html!] = first.hash
  const payloads = first.bytes
    ? payloadsIn(first.bytes.toString('utf8'))
    : Object.keys(recorded!).filter((file) => isPayload(file))
  for (const file of [...rest, ...payloads]) hashes[file] = (await hashOf(file)).hash
  return hashes
}

/**
 * Keeps the pages of out/ as a new generation, made current by renaming a pointer over the old
 * one, then removes the older. `reusedFrom`: the generation reused from. Returns how many pages.
 */
export async function keepPages(
  outDir: string,
  plan: PagePlan,
  ops: FileOperations = fs,
  reusedFrom?: LastPages,
): Promise<number> {
  const generation = `g-${Date.now()}-${process.pid}`
  const pages = plannedPages(plan)
  const place = placer(outDir, pagesOf(generation), ops)
  const files: KeptFiles = {}
  await eachFile(pages, async (page) => {
    const hashes = await hashesToKeep(outDir, page, reusedFrom)
    for (const file of Object.keys(hashes)) await place(file)
    files[page.base] = hashes
  })
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
