import { preload } from 'react-dom'
import { type PropertyImageSources, imageSrcSet } from '~/lib/image-url'

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
  image: PropertyImageSources
  alt: string
  sizes: string
  priority?: boolean
  className?: string
}) {
  const webp = image.variants ? imageSrcSet(image.variants, 'webp') : undefined
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
      {image.variants ? (
        <>
          <source type="image/webp" srcSet={webp} sizes={sizes} />
          <source type="image/jpeg" srcSet={imageSrcSet(image.variants, 'jpg')} sizes={sizes} />
        </>
      ) : null}
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
