import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { getImageAssets } from '@/lib/content/buildInputs'
import { variantFile, variantName, variantsFor, type VariantFormat } from '@/lib/media/variants'
import { cached, emptyStats, inputHash } from '@/scripts/pipeline/derivedCache'

/** Every responsive variant the site links to, from the snapshot's images, or the build cache. */

const outDir = path.resolve('public/media')

// Settings chosen by eye on the drawings: flat colour keeps well at these qualities.
const settings = {
  avif: { quality: 42, effort: 3 },
  webp: { quality: 72, effort: 5 },
} as const

function encode(source: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  // Orientation first: a phone's photo is stored sideways with an EXIF tag, which encoders
  // treat unlike each other (AVIF rotated, WebP not). Applied to the pixels, the tag is dropped
  // with the rest of the metadata, which sharp never copies unless asked.
  const resized = sharp(source).autoOrient().resize({ width })
  return (format === 'avif' ? resized.avif(settings.avif) : resized.webp(settings.webp)).toBuffer()
}

/** What a variant depends on besides its image: the encoder and its settings. */
const recipe = inputHash('media-variant', 'auto-oriented', settings, sharp.versions)

export async function prepareMedia(): Promise<void> {
  await mkdir(outDir, { recursive: true })
  const assets = await getImageAssets()
  const stats = emptyStats()
  const wanted = new Set<string>()
  const owners = new Map<string, string>()
  for (const asset of assets) {
    const name = variantName(asset.assetId)
    const clash = owners.get(name)
    if (clash && clash !== asset.assetId)
      throw new Error(`Images ${clash} and ${asset.assetId} would share the file name ${name}-*.`)
    owners.set(name, asset.assetId)
    // The asset id holds the image's own hash: with the recipe, it names every variant's inputs.
    // Every asset is a file of the snapshot whose size its image check read.
    let source: Promise<Buffer> | undefined
    const original = () => (source ??= readFile(fileURLToPath(asset.url)))
    await Promise.all(
      variantsFor(asset.width!).map(async ([width, format]) => {
        const file = variantFile(asset.assetId, width, format)
        wanted.add(file)
        const key = inputHash(recipe, asset.assetId, width, format)
        const bytes = await cached(
          'media',
          key,
          async () => encode(await original(), width, format),
          stats,
        )
        await writeFile(path.join(outDir, file), bytes)
      }),
    )
  }
  // Variants of images no longer in the dataset would otherwise ship forever.
  for (const file of await readdir(outDir)) if (!wanted.has(file)) await rm(path.join(outDir, file))
  console.log(
    `Media: ${assets.length} images, ${stats.made} variants made, ${stats.hits} from the build cache (public/media).`,
  )
}
