import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** Thrown when any content module fails to load: each problem names the file, in one line. */
export class ContentLoadError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'))
    this.name = 'ContentLoadError'
  }
}

/** A file as an editor finds it: relative to the working directory when inside it. */
function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file)
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative
}

/**
 * An error's message on one line: no stack, no colours, no bundler preamble ("Transform failed
 * with 1 error:") or code frame, the position as "line 2, column 12", paths as an editor knows
 * them.
 */
function loadErrorMessage(error: unknown, file: string): string {
  const raw = error instanceof Error ? error.message : String(error)
  let position: string | undefined
  const kept: string[] = []
  for (const line of raw.replace(/\u001B\[[0-9;]*m/g, '').split('\n')) {
    const text = line.trim()
    const frame = /^╭─\[\s*.*?:(\d+):(\d+)\s*\]$/.exec(text)
    const located = /^(.+?):(\d+):(\d+): (?:ERROR: )?(.*)$/.exec(text)
    if (frame) position ??= `line ${frame[1]}, column ${frame[2]}`
    else if (!text || /^[╭│╰─┬·|]/.test(text) || /^Transform failed with \d+ errors?:?$/.test(text))
      continue
    else if (located && path.resolve(located[1]!) === path.resolve(file)) {
      position ??= `line ${located[2]}, column ${located[3]}`
      kept.push(located[4]!)
    } else kept.push(text)
  }
  const cwd = `${process.cwd()}${path.sep}`
  const message = kept
    .join(' ')
    .replace(/^\[[A-Z_]+\] /, '')
    .replaceAll(pathToFileURL(cwd).href, '')
    .replaceAll(cwd, '')
  return [position, message || 'no message'].filter(Boolean).join(': ')
}

/**
 * Every `.ts` module in a folder, in file-name order so the output never depends on the file
 * system, each with its file. Throws a ContentLoadError naming each module that fails to load
 * (a syntax error, an error thrown while it runs) or exports no `article`.
 */
export async function loadModules<T extends object>(
  dir: string,
): Promise<(T & { file: string })[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.ts')).sort()
  const settled = await Promise.allSettled(
    files.map(async (name) => {
      const file = path.join(dir, name)
      return { file, module: (await import(pathToFileURL(file).href)) as T }
    }),
  )
  const problems: string[] = []
  const modules: (T & { file: string })[] = []
  settled.forEach((result, i) => {
    const file = path.join(dir, files[i]!)
    const problem =
      result.status === 'rejected'
        ? loadErrorMessage(result.reason, file)
        : 'article' in result.value.module
          ? undefined
          : 'it exports no article'
    if (problem) problems.push(`${displayPath(file)} could not be loaded: ${problem}`)
    else if (result.status === 'fulfilled')
      modules.push({ ...result.value.module, file: displayPath(file) })
  })
  if (problems.length > 0) throw new ContentLoadError(problems)
  return modules
}
