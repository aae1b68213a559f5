import { preload } from 'react-dom'
import type { propertyImageSources } from '~/lib/image-url'

type ImageSources = ReturnType<typeof propertyImageSources>

/**
 * WebP and JPEG variants through srcset; the first image of a page is prioritised, the rest load lazily. A
 * prioritised image is also preloaded from the document's head (React puts the link there while rendering on the
 * server), so the browser fetches the right WebP size before it has laid out the page: it is the largest paint.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: ImageSources
  alt: string
  sizes: string
  priority?: boolean
  className?: string
}) {
  if (priority && image.srcSetWebp) {
    preload(image.src, {
      as: 'image',
      type: 'image/webp',
      imageSrcSet: image.srcSetWebp,
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  }
  return (
    <picture>
      {image.srcSetWebp ? <source type="image/webp" srcSet={image.srcSetWebp} sizes={sizes} /> : null}
      {image.srcSetJpeg ? <source type="image/jpeg" srcSet={image.srcSetJpeg} sizes={sizes} /> : null}
      <img
        src={image.src}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        width={1600}
        height={1067}
        className={className}
      />
    </picture>
  )
}
