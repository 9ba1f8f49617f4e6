import { readdir } from 'node:fs/promises'
import path from 'node:path'

/** Every file under `dir` whose name ends with `suffix`, at any depth. */
export async function filesEnding(dir: string, suffix: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Every HTML file under `dir`, at any depth. */
export const htmlFiles = (dir: string) => filesEnding(dir, '.html')

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
