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

/** The module of one article, by slug, in a copy of the content. */
export function articleOf(content: SeedContent, slug: string) {
  const found = content.articles.find((module) => module.article.slug === slug)
  if (!found) throw new Error(`no article ${slug} in the content`)
  return found
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

/** The lines of a run that found exactly these problems and nothing else. */
export const oneProblem = (...lines: string[]) => [
  `The seed found ${lines.length} problem(s); the dataset was not written:`,
  ...lines.map((line) => `  ✖ ${line}`),
]

/** One way to break the authored content, and the one line the seed must print for it. */
export interface Breakage {
  name: string
  break: (content: SeedContent) => void
  /** The line the seed prints (one per document a shared value names): id, field and message. */
  expected: string | string[]
}

/** The seed refuses the broken content: exit 1, exactly that line, the old file untouched. */
export async function expectRefused(dir: string, bad: Breakage): Promise<void> {
  const content = await contentCopy()
  bad.break(content)
  const { exitCode, lines, dataset } = await seedInto(dir, content)
  // Together, so a run that went wrong shows what the seed printed.
  expect({ exitCode, lines }).toEqual({ exitCode: 1, lines: oneProblem(...[bad.expected].flat()) })
  expect(dataset.equals(previousDataset)).toBe(true)
}
