import { access, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The files every first search of a bundle reads (the metadata, the first bundle's WebAssembly,
 * the filters), which the search page preloads at once where Pagefind asks one after another.
 * Throws, naming the file, when the bundle is not what Pagefind writes.
 */
export async function firstSearchFiles(
  bundleDir: string,
  basePath: string,
  { webAssembly }: { webAssembly: boolean },
): Promise<string[]> {
  const entryFile = path.join(bundleDir, 'pagefind-entry.json')
  const entry = await readFile(entryFile, 'utf8')
    .then(
      (text) =>
        JSON.parse(text) as { languages?: Record<string, { hash?: unknown; wasm?: unknown }> },
    )
    .catch((error: Error) => {
      throw new Error(`${entryFile} is not the JSON Pagefind writes: ${error.message}`)
    })
  const languages = Object.values(entry.languages ?? {})
  const [language] = languages
  if (
    languages.length !== 1 ||
    typeof language?.hash !== 'string' ||
    typeof language.wasm !== 'string'
  )
    throw new Error(
      `${entryFile} should list one language with its hash and WebAssembly, as Pagefind writes it for the English index.`,
    )
  const filters = (await readdir(path.join(bundleDir, 'filter')).catch(() => [])).sort()
  const files = [
    `pagefind.${language.hash}.pf_meta`,
    ...(webAssembly ? [`wasm.${language.wasm}.pagefind`] : []),
    ...filters.map((file) => `filter/${file}`),
  ]
  for (const file of files)
    await access(path.join(bundleDir, file)).catch(() => {
      throw new Error(`${path.join(bundleDir, file)} is named by the index but was not written.`)
    })
  return files.map((file) => `${basePath}${file}`)
}
