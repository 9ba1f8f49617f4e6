import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { getImageAssets } from '../lib/content'
import { timeoutFromEnv } from '../lib/content/hosted/client'
import { readImage } from '../lib/media/download'
import { variantFile, variantName, variantsFor, type VariantFormat } from '../lib/media/variants'

/**
 * Makes every responsive variant the site links to, before `next build` copies public/ into
 * out/. From a hosted dataset the images are downloaded here, at build time, so the site
 * itself never fetches one. Any failure exits non-zero, which stops `npm run build`.
 */

const outDir = path.resolve('public/media')
const download = {
  timeoutMs: timeoutFromEnv(process.env),
  retry: { attempts: 4, baseDelayMs: 250, maxDelayMs: 4_000 },
  onRetry: (message: string) => console.warn(message),
}

// Settings chosen by eye on the drawings: flat colour keeps well at these qualities.
const encode: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 42, effort: 3 }),
  webp: (image) => image.webp({ quality: 72, effort: 5 }),
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

async function prepareMedia() {
  const started = performance.now()
  await mkdir(outDir, { recursive: true })
  const assets = await getImageAssets()
  let written = 0
  const wanted = new Set<string>()
  const owners = new Map<string, string>()
  for (const asset of assets) {
    const name = variantName(asset.assetId)
    const clash = owners.get(name)
    if (clash && clash !== asset.assetId)
      throw new Error(`Images ${clash} and ${asset.assetId} would share the file name ${name}-*.`)
    owners.set(name, asset.assetId)
    if (!asset.width || !asset.url)
      throw new Error(`Image ${asset.assetId} has no ${asset.url ? 'dimensions' : 'URL'}.`)
    const variants = variantsFor(asset.width)
    for (const [width, format] of variants) wanted.add(variantFile(asset.assetId, width, format))
    const missing = []
    for (const [width, format] of variants)
      if (!(await exists(path.join(outDir, variantFile(asset.assetId, width, format)))))
        missing.push([width, format] as const)
    if (missing.length === 0) continue
    const source = await readImage({ assetId: asset.assetId, url: asset.url }, download)
    await Promise.all(
      missing.map(async ([width, format]) => {
        const bytes = await encode[format](sharp(source).resize({ width })).toBuffer()
        await writeFile(path.join(outDir, variantFile(asset.assetId, width, format)), bytes)
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
}

try {
  await prepareMedia()
} catch (error) {
  console.error(`✖ Media: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
