import type { ContentImage } from '@/lib/content'
import { variantUrl, widthsFor } from '@/lib/media/variants'

interface ResponsiveImageProps {
  image: ContentImage
  /** How wide the image renders, for the browser to pick a variant. */
  sizes: string
  className?: string
  /** The largest image of the page: fetched first, never lazy. */
  priority?: boolean
}

export function ResponsiveImage({
  image,
  sizes,
  className,
  priority = false,
}: ResponsiveImageProps) {
  const widths = widthsFor(image.width)
  const fallbackWidth = widths.find((width) => width >= 800) ?? widths[widths.length - 1]!
  return (
    // A plain <img>: the static export ships its own variants, so no runtime optimiser is needed.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={variantUrl(image.assetId, fallbackWidth)}
      srcSet={widths.map((width) => `${variantUrl(image.assetId, width)} ${width}w`).join(', ')}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  )
}
