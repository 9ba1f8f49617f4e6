import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { getImageAssets } from '../lib/content'
import { variantFile, widthsFor } from '../lib/media/variants'

/** Makes every responsive variant the site links to, before `next build` copies public/ into out/. */

const outDir = path.resolve('public/media')

async function readSource(url: string): Promise<Buffer> {
  if (url.startsWith('file:')) return readFile(fileURLToPath(url))
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Could not download ${url}: HTTP ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

const started = performance.now()
await mkdir(outDir, { recursive: true })
const assets = await getImageAssets()
let written = 0
const wanted = new Set<string>()
for (const asset of assets) {
  if (!asset.width) throw new Error(`Image ${asset.assetId} has no dimensions.`)
  const widths = widthsFor(asset.width)
  for (const width of widths) wanted.add(variantFile(asset.assetId, width))
  const missing = []
  for (const width of widths)
    if (!(await exists(path.join(outDir, variantFile(asset.assetId, width))))) missing.push(width)
  if (missing.length === 0) continue
  const source = await readSource(asset.url)
  await Promise.all(
    missing.map(async (width) => {
      const bytes = await sharp(source)
        .resize({ width })
        .webp({ quality: 72, effort: 5 })
        .toBuffer()
      await writeFile(path.join(outDir, variantFile(asset.assetId, width)), bytes)
      written += 1
    }),
  )
}
// Variants of images no longer in the dataset would otherwise ship forever.
let removed = 0
for (const file of await readdir(outDir)) {
  if (wanted.has(file)) continue
  await rm(path.join(outDir, file))
  removed += 1
}
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(
  `Media: ${assets.length} images, ${written} variants written, ${removed} stale removed in ${seconds}s (public/media).`,
)
