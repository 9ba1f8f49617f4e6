import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import subsetFont from 'subset-font'
import { getContentCharacters } from '@/lib/content/buildInputs'
import { fontSubset, keptFeatures, subsetCharacters } from '@/lib/fonts/fontSubsets'
import { cached, inputHash } from '@/scripts/pipeline/derivedCache'

/**
 * Cuts the web font to the characters the content and interface use (app/fonts.ts), or takes it
 * from the build cache, and writes their list, which the build's checks hold every page to.
 */

const outDir = path.resolve('app/_fonts')
const require = createRequire(import.meta.url)

export async function prepareFonts(): Promise<void> {
  const characters = subsetCharacters(await getContentCharacters())
  await mkdir(outDir, { recursive: true })
  const source = await readFile(require.resolve(fontSubset.source))
  const key = inputHash('font-subset', source, characters, keptFeatures)
  const bytes = await cached('fonts', key, () =>
    subsetFont(source, characters, { targetFormat: 'woff2', keepFeatures: keptFeatures }),
  )
  await writeFile(path.join(outDir, fontSubset.file), bytes)
  await writeFile(path.join(outDir, 'characters.txt'), characters)
  console.log(`Fonts: ${[...characters].length} characters (app/_fonts).`)
}
