import { mkdir, mkdtemp, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect } from 'vitest'
import { loadContent } from '@/seed/content'
import { corpusExpectations } from '@/seed/content/expectations'
import type { SeedContent } from '@/seed/content/types'
import { runSeed, type SeedRun } from '@/seed/lib/runSeed'

export const imagesDir = path.resolve('seed/images')

/** A deep copy of the authored content, safe to break. */
export async function contentCopy(): Promise<SeedContent> {
  return structuredClone(await loadContent())
}

const authored = await loadContent()

/** The module of one article, by its authored slug and place, whatever a break did to its slug. */
export function articleOf(content: SeedContent, slug: string) {
  const index = authored.articles.findIndex((module) => module.article.slug === slug)
  if (index < 0) throw new Error(`no article ${slug} in the content`)
  return content.articles[index]!
}

/** A scratch folder laid out like seed/: images beside where the dataset goes. */
export async function scratchSeedDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'seed-'))
  await symlink(imagesDir, path.join(dir, 'images'), 'dir')
  return dir
}

/** A scratch seed folder whose images are the real ones but for `replaced`, written as given. */
export async function scratchSeedDirWith(replaced: Record<string, Buffer>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'seed-'))
  const images = path.join(dir, 'images')
  await mkdir(images)
  for (const file of await readdir(imagesDir))
    if (!(file in replaced)) await symlink(path.join(imagesDir, file), path.join(images, file))
  for (const [file, bytes] of Object.entries(replaced))
    await writeFile(path.join(images, file), bytes)
  return dir
}

/** What a scratch dataset file holds before a run: a failed run must leave these bytes. */
export const previousDataset = Buffer.from('{"_id":"previous","_type":"marker"}\n')

/**
 * Runs the seed over content (or a loader of it) into `dir`, whose dataset file holds
 * previousDataset first; returns the exit code, the printed lines and the file's bytes after.
 */
export async function seedInto(dir: string, content: SeedRun['content']) {
  const outFile = path.join(dir, 'dataset.ndjson')
  await writeFile(outFile, previousDataset)
  const lines: string[] = []
  const exitCode = await runSeed({
    content,
    outFile,
    expectations: corpusExpectations,
    log: (line) => lines.push(line),
  })
  return { exitCode, lines, dataset: await readFile(outFile) }
}

/** One way to break the authored content, and the lines the seed must print for it. */
export interface Breakage {
  break: (content: SeedContent) => void
  /** "id › field: message", one per document a shared value names. */
  expected: string | string[]
  /** Changes an id others are reported under, so it is seeded apart. */
  alone?: boolean
}

/**
 * The seed refuses each breakage with exactly its line for each field it names, exit 1 and the
 * old file untouched. Breakages of different fields share a run, so a line one of them causes or
 * hides in another's field fails the run too.
 */
export async function expectRefused(dir: string, breakages: Breakage[]): Promise<void> {
  const runs: { fields: Set<string>; breakages: Breakage[] }[] = []
  for (const bad of breakages) {
    const fields = [bad.expected].flat().map((line) => line.split(': ')[0]!)
    // A field conflicts with itself and with the fields inside it (hero, hero.alt).
    const apart = (a: string, b: string) => !`${a}.`.startsWith(b) && !`${b}.`.startsWith(a)
    const run = bad.alone
      ? undefined
      : runs.find((other) => fields.every((a) => [...other.fields].every((b) => apart(a, b))))
    if (run && !run.breakages[0]!.alone) {
      run.breakages.push(bad)
      for (const field of fields) run.fields.add(field)
    } else runs.push({ fields: new Set(fields), breakages: [bad] })
  }
  for (const run of runs) {
    const content = await contentCopy()
    for (const bad of run.breakages) bad.break(content)
    const { exitCode, lines, dataset } = await seedInto(dir, content)
    const expected = run.breakages.flatMap((bad) => [bad.expected].flat()).map((l) => `  ✖ ${l}`)
    const named = new Set(expected.map((line) => line.split(': ')[0]))
    // Together, so a run that went wrong shows what the seed printed for those fields.
    expect({
      exitCode,
      lines: lines.filter((l) => named.has(l.split(': ')[0])).toSorted(),
    }).toEqual({ exitCode: 1, lines: expected.toSorted() })
    expect(dataset.equals(previousDataset)).toBe(true)
  }
}
