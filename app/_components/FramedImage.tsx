import type { ReactNode } from 'react'
import type { ContentImage } from '@/lib/content'
import { ResponsiveImage, type ImageLoading } from '@/app/_components/ResponsiveImage'

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
  loading,
  children,
}: FramedImageProps) {
  return (
    <div className={`bg-highlight overflow-hidden rounded-sm ${frameClassName}`}>
      <ResponsiveImage
        image={image}
        sizes={sizes}
        loading={loading}
        className={`h-full w-full object-cover ${imageClassName}`}
      />
      {children}
    </div>
  )
}
