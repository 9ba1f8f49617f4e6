import { readdir } from 'node:fs/promises'
import path from 'node:path'

/** Every file under `dir`, at any depth, as its path. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Up to ten problems, one a line, then how many more: for a step's failure. */
export const listed = (problems: readonly string[]) =>
  problems
    .slice(0, 10)
    .map((problem) => `\n  ${problem}`)
    .join('') + (problems.length > 10 ? `\n  and ${problems.length - 10} more.` : '')

/**
 * Runs `work` on every file, a few at a time: reading and writing overlap with the work on
 * other files, and a build of thousands of pages does not open them all at once. The first
 * failure stops the rest, and is thrown once no work is left running behind it.
 */
export async function eachFile<T = string>(
  files: readonly T[],
  work: (file: T) => Promise<void>,
  { concurrency = 16 } = {},
): Promise<void> {
  let next = 0
  let failed = false
  const runs = await Promise.allSettled(
    Array.from({ length: Math.min(concurrency, files.length) }, async () => {
      while (!failed && next < files.length)
        await work(files[next++]!).catch((error: unknown) => {
          failed = true
          throw error
        })
    }),
  )
  for (const run of runs) if (run.status === 'rejected') throw run.reason
}

/** `work` on every HTML file of a site (eachFile), a failure named by the page's file; how many. */
export async function eachPage(siteDir: string, work: (file: string) => Promise<void>) {
  const pages = (await filesUnder(siteDir)).filter((file) => file.endsWith('.html'))
  await eachFile(pages, (file) =>
    work(file).catch((error: Error) => {
      throw new Error(`${path.relative(siteDir, file)}: ${error.message}`)
    }),
  )
  return pages.length
}
