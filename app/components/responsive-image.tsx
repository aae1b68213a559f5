import { preload } from 'react-dom'
import { type PropertyImageSources, imageSrcSet } from '~/lib/image-url'

/**
 * WebP variants through a <source>, JPEG ones (the fallback) through the <img>'s own srcset, one element fewer per
 * image than a second <source>; the first image of a page is prioritised, the rest load lazily. A
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
  image: PropertyImageSources
  alt: string
  sizes: string
  priority?: boolean
  className?: string
}) {
  const webp = image.variants ? imageSrcSet(image.variants, 'webp') : undefined
  const jpeg = image.variants ? imageSrcSet(image.variants, 'jpg') : undefined
  if (priority && webp) {
    preload(image.src, {
      as: 'image',
      type: 'image/webp',
      imageSrcSet: webp,
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  }
  return (
    <picture>
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={image.src}
        srcSet={jpeg}
        sizes={jpeg ? sizes : undefined}
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
