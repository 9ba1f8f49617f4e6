import { mkdtemp, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadContent } from '@/seed/content'
import type { SeedContent } from '@/seed/content/types'

export const imagesDir = path.resolve('seed/images')

/** A deep copy of the authored content, safe to break. */
export async function contentCopy(): Promise<SeedContent> {
  return structuredClone(await loadContent())
}

/** A scratch folder laid out like seed/: images beside where the dataset goes. */
export async function scratchSeedDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'seed-'))
  await symlink(imagesDir, path.join(dir, 'images'), 'dir')
  return dir
}
