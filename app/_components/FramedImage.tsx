import type { ReactNode } from 'react'
import { preload } from 'react-dom'
import type { ContentImage } from '@/lib/content'
import { fallbackWidthFor, variantUrl, widthsFor } from '@/lib/media/variants'

/**
 * When the browser fetches the image. `first`: the largest image of the first screen, preloaded
 * at high priority. `eager`: fetched as the page is read, at the priority the browser gives it
 * once it sees where the image lies (an article's hero, below the first screen on most pages,
 * must not hold up the text above it). `lazy`: when it nears the screen.
 */
export type ImageLoading = 'first' | 'eager' | 'lazy'

interface FramedImageProps {
  image: ContentImage
  /** How wide the image renders, for the browser to pick a variant. */
  sizes: string
  /** The frame's aspect ratio and any other classes of the frame. */
  frameClassName?: string
  /** Classes added to the image, such as a hover effect. */
  imageClassName?: string
  loading?: ImageLoading
  /** Laid over the image, such as a badge. */
  children?: ReactNode
}

/** An image cropped to its frame's shape, on a tint that holds the space while it loads. */
export function FramedImage({
  image,
  sizes,
  frameClassName = 'aspect-[16/9]',
  imageClassName = '',
  loading = 'lazy',
  children,
}: FramedImageProps) {
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
      type: 'image/avif',
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
      className={`h-full w-full object-cover ${imageClassName}`}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      decoding={first ? 'sync' : 'async'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  )
  return (
    <div className={`bg-highlight overflow-hidden rounded-sm ${frameClassName}`}>
      {remote ? (
        img
      ) : (
        // `contents`: the <img> lays out as if the <picture> were not there.
        <picture className="contents">
          <source type="image/avif" srcSet={srcSet} sizes={sizes} />
          {img}
        </picture>
      )}
      {children}
    </div>
  )
}
