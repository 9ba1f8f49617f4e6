import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

/**
 * Pagefind 1.5 answers `writeFiles` before its last bytes reach the disk (fixed upstream by
 * flushing each file, in a release newer than this project's registry allows), and stopping its
 * process then would ship half-written files. So a bundle is read back until every file is whole:
 * the compressed ones decompress, the scripts end, the entry lists every page. Null when it is;
 * otherwise what is still wrong after `waitMs`. Files matching `skipped` are not shipped, so not read.
 */
export async function settledBundle(
  dir: string,
  expectedPages: number,
  { skipped, waitMs = 15_000 }: { skipped?: RegExp; waitMs?: number } = {},
): Promise<string | null> {
  const until = Date.now() + waitMs
  for (;;) {
    const problem = await firstIncompleteFile(dir, expectedPages, skipped)
    if (!problem || Date.now() > until) return problem
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const compressed = /\.(pf_meta|pf_index|pf_fragment|pf_filter|pagefind)$/
const scriptEnd = /(\}\)\(\);|\};?)\s*$/

async function firstIncompleteFile(
  dir: string,
  expectedPages: number,
  skipped: RegExp | undefined,
): Promise<string | null> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  )
  let entryPages: number | null = null
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name)
    const name = path.relative(dir, file)
    const bytes = await readFile(file)
    if (compressed.test(entry.name)) {
      if (!decompresses(bytes)) return `${name} is not whole (it does not decompress).`
    } else if (entry.name.endsWith('.js') && !skipped?.test(entry.name)) {
      if (!scriptEnd.test(bytes.toString('utf8')))
        return `${name} is not whole (it stops mid-script).`
    } else if (entry.name === 'pagefind-entry.json') {
      entryPages = pageCount(bytes.toString('utf8'))
    }
  }
  if (entryPages === null) return 'pagefind-entry.json is missing or not whole.'
  if (entryPages !== expectedPages)
    return `pagefind-entry.json lists ${entryPages} pages, but the bundle holds ${expectedPages} articles.`
  return null
}

function decompresses(bytes: Buffer): boolean {
  try {
    gunzipSync(bytes)
    return true
  } catch {
    return false
  }
}

function pageCount(entry: string): number | null {
  try {
    const { languages } = JSON.parse(entry) as {
      languages?: Record<string, { page_count?: number }>
    }
    return Object.values(languages ?? {}).reduce((sum, l) => sum + (l.page_count ?? 0), 0)
  } catch {
    return null
  }
}
