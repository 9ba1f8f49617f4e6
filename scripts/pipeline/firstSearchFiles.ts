import { access, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The files of a bundle that every first search reads, whatever its words: the metadata, the
 * WebAssembly (only the first bundle's is used: merged bundles run on it) and the filter chunks
 * (the search page counts results by filter). Pagefind asks for them one after another as it
 * starts; the search page hints them to the browser all at once (preload), so that Pagefind's own
 * requests find them arrived. URLs as served, under `basePath`. Throws, naming the file, when the
 * bundle is not what Pagefind writes.
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
