import { describe, expect, test } from 'vitest'
import {
  IMAGE_WIDTHS,
  PROPERTY_IMAGES_BUCKET,
  imageVariantPath,
  imageSrcSet,
  propertyImageSources,
  propertyImageUrl,
} from './image-url'

const LOCAL_BASE = '/storage/property-images'
const CDN_BASE = 'https://cdn.example.com/property-images'

describe('propertyImageUrl', () => {
  test('names the property-images bucket', () => {
    expect(PROPERTY_IMAGES_BUCKET).toBe('property-images')
  })

  test('turns paths beginning with properties/ into bucket addresses (SPEC §1)', () => {
    expect(propertyImageUrl('properties/12/abc.jpg', LOCAL_BASE)).toBe('/storage/property-images/properties/12/abc.jpg')
    expect(propertyImageUrl('properties/12/abc.jpg', CDN_BASE)).toBe(
      'https://cdn.example.com/property-images/properties/12/abc.jpg',
    )
  })

  test('tolerates a trailing slash on the bucket base', () => {
    expect(propertyImageUrl('properties/1/a.jpg', `${CDN_BASE}/`)).toBe(`${CDN_BASE}/properties/1/a.jpg`)
    expect(propertyImageUrl('properties/1/a.jpg', `${LOCAL_BASE}//`)).toBe(`${LOCAL_BASE}/properties/1/a.jpg`)
  })

  test('reads one leading slash before properties/ as the bucket path', () => {
    expect(propertyImageUrl('/properties/1/a.jpg', LOCAL_BASE)).toBe(`${LOCAL_BASE}/properties/1/a.jpg`)
  })

  test('keeps full http(s) addresses unchanged (SPEC §1)', () => {
    for (const url of [
      'https://images.example.com/properties/1/a.jpg',
      'http://example.com/a.jpg?w=800&h=600',
      'HTTPS://EXAMPLE.COM/A.JPG',
    ]) {
      expect(propertyImageUrl(url, LOCAL_BASE)).toBe(url)
    }
  })

  test('gives an empty string for empty values (SPEC §1)', () => {
    expect(propertyImageUrl('', LOCAL_BASE)).toBe('')
    expect(propertyImageUrl('   ', LOCAL_BASE)).toBe('')
    expect(propertyImageUrl(null, LOCAL_BASE)).toBe('')
    expect(propertyImageUrl(undefined, LOCAL_BASE)).toBe('')
  })

  test('returns other values as given', () => {
    expect(propertyImageUrl('/images/placeholder.jpg', LOCAL_BASE)).toBe('/images/placeholder.jpg')
    expect(propertyImageUrl('//cdn.example.com/properties/a.jpg', LOCAL_BASE)).toBe(
      '//cdn.example.com/properties/a.jpg',
    )
    expect(propertyImageUrl('Properties/1/a.jpg', LOCAL_BASE)).toBe('Properties/1/a.jpg')
    expect(propertyImageUrl('data:image/png;base64,AAAA', LOCAL_BASE)).toBe('data:image/png;base64,AAAA')
  })

  test('trims surrounding whitespace', () => {
    expect(propertyImageUrl('  properties/1/a.jpg\n', LOCAL_BASE)).toBe(`${LOCAL_BASE}/properties/1/a.jpg`)
    expect(propertyImageUrl(' https://example.com/a.jpg ', LOCAL_BASE)).toBe('https://example.com/a.jpg')
  })

  test('encodes characters that would break a URL or a srcset', () => {
    expect(propertyImageUrl('properties/1/sea view, west bay.jpg', LOCAL_BASE)).toBe(
      `${LOCAL_BASE}/properties/1/sea%20view%2C%20west%20bay.jpg`,
    )
  })
})

describe('imageVariantPath', () => {
  test('replaces the extension with width and format', () => {
    expect(imageVariantPath('properties/12/abc.jpg', 960, 'webp')).toBe('properties/12/abc-960.webp')
    expect(imageVariantPath('properties/12/abc.jpeg', 480, 'jpg')).toBe('properties/12/abc-480.jpg')
    expect(imageVariantPath('properties/12/abc.def.PNG', 1600, 'jpg')).toBe('properties/12/abc.def-1600.jpg')
  })

  test('appends to a name without extension', () => {
    expect(imageVariantPath('properties/12/abc', 960, 'webp')).toBe('properties/12/abc-960.webp')
    expect(imageVariantPath('properties/v1.2/abc', 960, 'jpg')).toBe('properties/v1.2/abc-960.jpg')
    expect(imageVariantPath('properties/12/.hidden', 480, 'jpg')).toBe('properties/12/.hidden-480.jpg')
  })

  test('refuses widths that are not positive integers', () => {
    expect(() => imageVariantPath('properties/1/a.jpg', 0, 'jpg')).toThrow(RangeError)
    expect(() => imageVariantPath('properties/1/a.jpg', 960.5, 'jpg')).toThrow(RangeError)
  })
})

describe('propertyImageSources', () => {
  test('gives the 960 JPEG as src and the variants, from which srcsets of every width are made', () => {
    expect(IMAGE_WIDTHS).toEqual([480, 960, 1600])
    const sources = propertyImageSources('properties/12/abc.jpg', CDN_BASE)
    expect(sources).toEqual({ src: `${CDN_BASE}/properties/12/abc-960.jpg`, variants: `${CDN_BASE}/properties/12/abc` })
    expect(imageSrcSet(sources.variants!, 'webp')).toBe(
      [
        `${CDN_BASE}/properties/12/abc-480.webp 480w`,
        `${CDN_BASE}/properties/12/abc-960.webp 960w`,
        `${CDN_BASE}/properties/12/abc-1600.webp 1600w`,
      ].join(', '),
    )
    expect(imageSrcSet(sources.variants!, 'jpg')).toBe(
      [
        `${CDN_BASE}/properties/12/abc-480.jpg 480w`,
        `${CDN_BASE}/properties/12/abc-960.jpg 960w`,
        `${CDN_BASE}/properties/12/abc-1600.jpg 1600w`,
      ].join(', '),
    )
  })

  test('makes the same addresses as the variant paths, names needing encoding included', () => {
    const path = 'properties/7/sea view, ñ.photo.jpeg'
    const { variants } = propertyImageSources(path, CDN_BASE)
    for (const width of IMAGE_WIDTHS)
      expect(imageSrcSet(variants!, 'webp')).toContain(
        `${CDN_BASE}/${imageVariantPath(path, width, 'webp').split('/').map(encodeURIComponent).join('/')} ${width}w`,
      )
  })

  test('treats a leading slash like the bucket path', () => {
    expect(propertyImageSources('/properties/12/abc.jpg', `${LOCAL_BASE}/`).src).toBe(
      `${LOCAL_BASE}/properties/12/abc-960.jpg`,
    )
  })

  test('keeps http(s) addresses as src only', () => {
    const url = 'https://images.example.com/properties/12/abc.jpg'
    expect(propertyImageSources(url, CDN_BASE)).toEqual({ src: url })
  })

  test('gives src only for other values and an empty src for empty ones', () => {
    expect(propertyImageSources('/images/placeholder.jpg', CDN_BASE)).toEqual({ src: '/images/placeholder.jpg' })
    expect(propertyImageSources(null, CDN_BASE)).toEqual({ src: '' })
    expect(propertyImageSources('  ', CDN_BASE)).toEqual({ src: '' })
  })
})
