import { preload } from 'react-dom'
import type { ContentImage } from '@/lib/content'
import { fallbackWidthFor, variantMimeTypes, variantUrl, widthsFor } from '@/lib/media/variants'

/**
 * When the browser fetches the image. `first`: the largest image of the first screen, preloaded
 * at high priority. `eager`: fetched as the page is read, at the priority the browser gives it
 * once it sees where the image lies (an article's hero, below the first screen on most pages,
 * must not hold up the text above it). `lazy`: when it nears the screen.
 */
export type ImageLoading = 'first' | 'eager' | 'lazy'

interface ResponsiveImageProps {
  image: ContentImage
  /** How wide the image renders, for the browser to pick a variant. */
  sizes: string
  className?: string
  loading?: ImageLoading
}

export function ResponsiveImage({
  image,
  sizes,
  className,
  loading = 'lazy',
}: ResponsiveImageProps) {
  // In the preview, Sanity's CDN scales the original, so an upload shows before any build.
  const remote = image.src
  const url = (width: number) =>
    remote ? `${remote}?w=${width}&auto=format` : variantUrl(image.assetId, width)
  const srcSet = widthsFor(image.width)
    .map((width) => `${url(width)} ${width}w`)
    .join(', ')
  const fallbackWidth = fallbackWidthFor(image.width)
  // React does not preload an image inside <picture>; the page's largest one is asked for here.
  const first = loading === 'first' && !remote
  if (first)
    preload(url(fallbackWidth), {
      as: 'image',
      type: variantMimeTypes.avif,
      imageSrcSet: srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  const img = (
    // A plain <img>: the static export ships its own variants, so no runtime optimiser is needed.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={remote ? url(fallbackWidth) : variantUrl(image.assetId, fallbackWidth, 'webp')}
      {...(remote ? { srcSet, sizes } : {})}
      width={image.width}
      height={image.height}
      alt={image.alt}
      className={className}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      decoding={first ? 'sync' : 'async'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  )
  return remote ? (
    img
  ) : (
    // `contents`: the <img> lays out as if the <picture> were not there.
    <picture className="contents">
      <source type={variantMimeTypes.avif} srcSet={srcSet} sizes={sizes} />
      {img}
    </picture>
  )
}
