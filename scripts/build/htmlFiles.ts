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
