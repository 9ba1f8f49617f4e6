import { readdir } from 'node:fs/promises'
import path from 'node:path'

/** Every HTML file under `dir`, at any depth. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return htmlFiles(full)
      return Promise.resolve(entry.name.endsWith('.html') ? [full] : [])
    }),
  )
  return nested.flat()
}

/**
 * Runs `work` on every file, a few at a time: reading and writing overlap with the work on
 * other files, and a build of thousands of pages does not open them all at once.
 */
export async function eachFile<T = string>(
  files: readonly T[],
  work: (file: T) => Promise<void>,
  { concurrency = 16 } = {},
): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, files.length) }, async () => {
      while (next < files.length) await work(files[next++]!)
    }),
  )
}
