/** Responsive variants of every content image, written by scripts/prepare-media.ts into public/media. */

export const variantWidths = [400, 800, 1200, 1600] as const
export const variantFormat = 'webp'
export const mediaPath = '/media'

/** The widths worth making for an image: never upscaled, always at least one. */
export function widthsFor(originalWidth: number): number[] {
  const widths = variantWidths.filter((width) => width <= originalWidth)
  return widths.length > 0 ? widths : [originalWidth]
}

/** Asset ids are content hashes, so a changed image gets a new URL and caches never go stale. */
export function variantFile(assetId: string, width: number): string {
  return `${assetId}-${width}.${variantFormat}`
}

export function variantUrl(assetId: string, width: number): string {
  return `${mediaPath}/${variantFile(assetId, width)}`
}
