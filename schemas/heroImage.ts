/**
 * What a hero image must be to fill the article's 16:9 frame at the widths the site makes
 * (scripts/pipeline/prepareMedia.ts): the rule and its one wording, shared by the Studio, the seed and
 * the build's snapshot check. Sizes are as the photo is shown, its EXIF orientation applied: a
 * phone's upright photo stored as 900×1600 with orientation 6 is 1600×900.
 */

export const heroField = 'hero'

/** The smallest hero: 1200 pixels wide and, at 16:9, 675 high. */
export const heroMinimum = { width: 1200, height: 675 } as const

/**
 * Variants are made by width and cropped to the frame from the centre: an image wider than
 * 16:9 would leave the frame's height to be stretched (an 8000×20 hero gave a 400×1 variant).
 */
const widestShape = heroMinimum.width / heroMinimum.height

/** Why an image of this size cannot be a hero, after "Hero image", or undefined when it can. */
export function heroSizeProblem(width: number, height: number): string | undefined {
  if (width >= heroMinimum.width && height > 0 && width / height <= widestShape + 1e-9)
    return undefined
  return `must be at least ${heroMinimum.width}×${heroMinimum.height} pixels and no wider than 16:9, to fill the article's 16:9 frame (this one is ${width}×${height}); crop or export it again at that size`
}

/** Sanity's image asset ids carry the size: `image-<sha1>-<width>x<height>-<format>`. */
const assetIdSize = /^image-[0-9a-f]+-(\d+)x(\d+)-[a-z0-9]+$/

/** The size in an image asset id, or undefined for any other reference. */
export function assetSize(assetRef: string): { width: number; height: number } | undefined {
  const match = assetIdSize.exec(assetRef)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined
}
