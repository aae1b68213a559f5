export const PROPERTY_IMAGES_BUCKET = 'property-images'
/** Pictures that are not listing photos: area scenes, agent portraits, blog covers. */
export const SITE_IMAGES_BUCKET = 'site-images'

/** Widths (px) the image pipeline renders for every uploaded property photo. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const
export type ImageVariantFormat = 'webp' | 'jpg'

// The variant used as plain `src` (browsers without srcset, e-mails, social previews).
const FALLBACK_WIDTH = 960

const ABSOLUTE_URL = /^https?:\/\//i
const BUCKET_PREFIX = 'properties/'

/**
 * The object path inside the property-images bucket, or null when the value is not one.
 * A single leading slash ('/properties/1/a.jpg') is read as the same bucket path: image paths are not site pages
 * (those are /properties/{slug}), so it is the likelier meaning. '//…' is a protocol-relative URL and is left alone.
 */
function bucketObjectPath(value: string): string | null {
  const path = value.startsWith('/') && !value.startsWith('//') ? value.slice(1) : value
  return path.startsWith(BUCKET_PREFIX) ? path : null
}

// Object keys are encoded per segment so names with spaces or commas still work inside srcset.
function bucketUrl(objectPath: string, bucketBaseUrl: string): string {
  const encoded = objectPath.split('/').map(encodeURIComponent).join('/')
  return `${bucketBaseUrl.replace(/\/+$/, '')}/${encoded}`
}

/**
 * SPEC §1: paths beginning with properties/ become addresses in the property-images bucket; full http(s)
 * addresses are kept; an empty value gives ''. Anything else (e.g. '/images/x.jpg') is returned as given.
 * Surrounding whitespace is trimmed in every case.
 */
export function propertyImageUrl(path: string | null | undefined, bucketBaseUrl: string): string {
  const value = path?.trim() ?? ''
  if (value === '' || ABSOLUTE_URL.test(value)) return value
  const objectPath = bucketObjectPath(value)
  return objectPath === null ? value : bucketUrl(objectPath, bucketBaseUrl)
}

/** 'properties/12/abc.jpg' → 'properties/12/abc-960.webp'; a name without extension gets one appended. */
export function imageVariantPath(path: string, width: number, format: ImageVariantFormat): string {
  if (!Number.isInteger(width) || width <= 0)
    throw new RangeError(`Image width must be a positive integer, got ${width}`)
  return `${variantStem(path)}-${width}.${format}`
}

/** 'properties/12/abc.jpg' → 'properties/12/abc': the variants add `-{width}.{format}`. */
function variantStem(path: string): string {
  const nameStart = path.lastIndexOf('/') + 1
  const dot = path.lastIndexOf('.')
  // A dot that starts the file name ('.hidden') is not an extension.
  return dot > nameStart ? path.slice(0, dot) : path
}

export interface PropertyImageSources {
  src: string
  /**
   * The address of the rendered variants less `-{width}.{format}` (bucket photos only). Pages build the srcsets from
   * it (`imageSrcSet`), which keeps two long srcsets per photo out of the loader data the browser downloads.
   */
  variants?: string
}

/** The address of one variant, from `PropertyImageSources.variants`. */
export function variantUrl(variants: string, width: number, format: ImageVariantFormat): string {
  return `${variants}-${width}.${format}`
}

/** The srcset of one format of an image's variants, every width. */
export function imageSrcSet(variants: string, format: ImageVariantFormat): string {
  return IMAGE_WIDTHS.map((width) => `${variantUrl(variants, width, format)} ${width}w`).join(', ')
}

/**
 * `src` and the variants for an <img>/<picture>. Only photos in our bucket have rendered variants; other addresses
 * get `src` alone, as propertyImageUrl gives it.
 */
export function propertyImageSources(path: string | null | undefined, bucketBaseUrl: string): PropertyImageSources {
  const value = path?.trim() ?? ''
  const objectPath = ABSOLUTE_URL.test(value) ? null : bucketObjectPath(value)
  if (objectPath === null) return { src: propertyImageUrl(value, bucketBaseUrl) }
  return bucketImageSources(objectPath, bucketBaseUrl)
}

/** Sources for any image our pipeline stored with its variants (listing photos, agent portraits, covers). */
export function bucketImageSources(objectPath: string, bucketBaseUrl: string): PropertyImageSources {
  // encoded per segment, so the variant suffix (digits, '-', '.') can be added to the address as it is
  const variants = bucketUrl(variantStem(objectPath), bucketBaseUrl)
  return { src: variantUrl(variants, FALLBACK_WIDTH, 'jpg'), variants }
}
