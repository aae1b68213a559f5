import type { propertyImageSources } from '~/lib/image-url'

type ImageSources = ReturnType<typeof propertyImageSources>

/** WebP and JPEG variants through srcset; the first image of a page is prioritised, the rest load lazily. */
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
