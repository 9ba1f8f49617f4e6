import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { cacheDir } from '@/lib/pagePlan/pagePlan'

/**
 * What a build derives from content (image variants, the font subset, social cards) is a pure
 * function of its inputs, so it is kept under the hash of those inputs, between runs too.
 */

/** A stable hash of any JSON-able inputs (and raw bytes, hashed as such). */
export function inputHash(...inputs: unknown[]): string {
  const hash = createHash('sha256')
  for (const input of inputs) {
    if (Buffer.isBuffer(input)) hash.update(input)
    else hash.update(JSON.stringify(input) ?? 'undefined')
    hash.update('\0')
  }
  return hash.digest('hex')
}

/**
 * Writes beside the file, then renames over it: a reader never sees half of it. Each write has a
 * name of its own: two writes of one entry at once in one process would share a process id.
 */
export async function writeWhole(file: string, contents: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.${randomUUID()}.tmp`
  await writeFile(partial, contents)
  await rename(partial, file)
}

/** How many entries a step took from the cache, and how many it made. */
export const emptyStats = () => ({ hits: 0, made: 0 })

/** The bytes stored for `key` in `kind`, or `make()`'s, stored first whole. */
export async function cached(
  kind: string,
  key: string,
  make: () => Promise<Buffer>,
  stats = emptyStats(),
): Promise<Buffer> {
  const file = path.join(cacheDir(), kind, key)
  try {
    const bytes = await readFile(file)
    stats.hits += 1
    return bytes
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const bytes = await make()
  await writeWhole(file, bytes)
  stats.made += 1
  return bytes
}
