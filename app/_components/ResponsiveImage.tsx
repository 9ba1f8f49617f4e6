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
  if (image.src)
    return <RemoteImage image={image} src={image.src} sizes={sizes} className={className} />
  const srcSet = widthsFor(image.width)
    .map((width) => `${variantUrl(image.assetId, width)} ${width}w`)
    .join(', ')
  // React does not preload an image inside <picture>; the page's largest one is asked for here.
  const first = loading === 'first'
  if (first)
    preload(variantUrl(image.assetId, fallbackWidthFor(image.width)), {
      as: 'image',
      type: variantMimeTypes.avif,
      imageSrcSet: srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  return (
    // `contents`: the <img> lays out as if the <picture> were not there.
    <picture className="contents">
      <source type={variantMimeTypes.avif} srcSet={srcSet} sizes={sizes} />
      {/* A plain <img>: the static export ships its own variants, so no runtime optimiser is needed. */}
      <img
        src={variantUrl(image.assetId, fallbackWidthFor(image.width), 'webp')}
        width={image.width}
        height={image.height}
        alt={image.alt}
        className={className}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        decoding={first ? 'sync' : 'async'}
        fetchPriority={first ? 'high' : 'auto'}
      />
    </picture>
  )
}

/** The preview's image: Sanity's CDN scales it, so an upload shows before any build. */
function RemoteImage({
  image,
  src,
  sizes,
  className,
}: Omit<ResponsiveImageProps, 'loading'> & { src: string }) {
  const at = (width: number) => `${src}?w=${width}&auto=format`
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the CDN scales it; next/image's loader is off in the export
    <img
      src={at(fallbackWidthFor(image.width))}
      srcSet={widthsFor(image.width)
        .map((width) => `${at(width)} ${width}w`)
        .join(', ')}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      className={className}
    />
  )
}
