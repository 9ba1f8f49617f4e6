/** Responsive variants of every content image, written by scripts/pipeline/prepareMedia.ts into public/media. */

export const variantWidths = [400, 800, 1200, 1600] as const
export const mediaPath = '/media'

/**
 * Browsers choose among AVIF variants (about 40% smaller than WebP for these drawings); a
 * browser without AVIF gets one WebP, the fallback width.
 */
export type VariantFormat = 'avif' | 'webp'

/** The widths worth making for an image: never upscaled, always at least one. */
export function widthsFor(originalWidth: number): number[] {
  const widths = variantWidths.filter((width) => width <= originalWidth)
  return widths.length > 0 ? widths : [originalWidth]
}

/** The narrowest variant at least `wanted` wide, else the widest there is. */
export function widthAtLeast(originalWidth: number, wanted: number): number {
  const widths = widthsFor(originalWidth)
  return widths.find((width) => width >= wanted) ?? widths[widths.length - 1]!
}

/** The one WebP width: 800 where the image is that wide, else its widest variant. */
export const fallbackWidthFor = (originalWidth: number): number => widthAtLeast(originalWidth, 800)

/** Every variant file one image needs, as [width, format] pairs. */
export function variantsFor(originalWidth: number): [number, VariantFormat][] {
  return [
    ...widthsFor(originalWidth).map((width): [number, VariantFormat] => [width, 'avif']),
    [fallbackWidthFor(originalWidth), 'webp'],
  ]
}

const sanityImageId = /^image-([0-9a-f]{16})[0-9a-f]{24}-\d+x\d+-[a-z]+$/

/**
 * The name a variant is published under. Sanity's image ids hold the file's SHA-1, so a changed
 * image gets a new URL and caches never go stale; 16 of its hex digits are as unique among a
 * site's images and keep the many URLs of a listing short. The media step refuses a clash.
 */
export function variantName(assetId: string): string {
  return sanityImageId.exec(assetId)?.[1] ?? assetId
}

export function variantFile(
  assetId: string,
  width: number,
  format: VariantFormat = 'avif',
): string {
  return `${variantName(assetId)}-${width}.${format}`
}

export function variantUrl(assetId: string, width: number, format: VariantFormat = 'avif'): string {
  return `${mediaPath}/${variantFile(assetId, width, format)}`
}
