import { describe, expect, it } from 'vitest'
import { MAX_PHOTO_ATTEMPTS, photoFailureWarning, photoRetryDelayMs, readListingMedia } from './media'

const read = (media: unknown, unbrandedTour: unknown = undefined) => {
  const warnings: string[] = []
  return { ...readListingMedia(media, unbrandedTour, warnings), warnings }
}

describe('reading a record’s media', () => {
  it('keeps photos in the MLS order and ignores the other kinds without a word', () => {
    expect(
      read([
        { MediaCategory: 'Photo', MediaURL: 'https://cdn.example/2.jpg', Order: 2 },
        { MediaCategory: 'Video', MediaURL: null, Order: 0 },
        { MediaCategory: 'Floor Plan', MediaURL: 'https://cdn.example/plan.png', Order: 1 },
        { MediaCategory: 'Document', MediaURL: 'https://cdn.example/disclosure.pdf' },
        { MediaCategory: 'Photo', MediaURL: 'https://cdn.example/1.jpg', Order: 1 },
        { MediaCategory: 'Photo', MediaURL: 'http://cdn.example/unordered.jpg' },
        { MediaCategory: 'Photo', MediaURL: 'https://cdn.example/1.jpg', Order: 5 },
      ]),
    ).toEqual({
      photoUrls: ['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg', 'http://cdn.example/unordered.jpg'],
      virtualTourUrl: null,
      warnings: [],
    })
  })

  it('reads the category in display or enum form, and without one goes by MIME type or file name', () => {
    const { photoUrls } = read([
      { MediaCategory: 'PHOTO', MediaURL: 'https://cdn.example/a', Order: 1 },
      { MediaType: 'image/webp', MediaURL: 'https://cdn.example/b', Order: 2 },
      { MimeType: 'image/jpeg', MediaURL: 'https://cdn.example/c', Order: 3 },
      { MediaType: 'jpeg', MediaURL: 'https://cdn.example/d', Order: 4 },
      { MediaURL: 'https://cdn.example/e.JPG?w=1200', Order: 5 },
      { MediaURL: 'https://cdn.example/walkthrough.mp4', Order: 6 },
      { MediaType: 'video/mp4', MediaURL: 'https://cdn.example/f', Order: 7 },
      { MediaCategory: 'Agent Photo', MediaURL: 'https://cdn.example/agent.jpg', Order: 8 },
    ])
    expect(photoUrls).toEqual(['a', 'b', 'c', 'd', 'e.JPG?w=1200'].map((name) => `https://cdn.example/${name}`))
  })

  it('leaves out a bad entry with a warning and keeps the rest', () => {
    const result = read([
      'not a record',
      { MediaCategory: 'Photo', MediaURL: null },
      { MediaCategory: 'Photo', MediaURL: 'cdn.example/no-scheme.jpg' },
      { MediaCategory: 'Photo', MediaURL: 'ftp://cdn.example/x.jpg' },
      { MediaCategory: 'Photo', MediaURL: 'https://cdn.example/good.jpg', Order: 'x' },
    ])
    expect(result.photoUrls).toEqual(['https://cdn.example/good.jpg'])
    expect(result.warnings).toEqual([
      'Media entry 1 is not a media record; it was left out.',
      'Media entry 2 (a photo) has no usable address null; it was left out.',
      'Media entry 3 (a photo) has no usable address "cdn.example/no-scheme.jpg"; it was left out.',
      'Media entry 4 (a photo) has no usable address "ftp://cdn.example/x.jpg"; it was left out.',
    ])
    expect(read({ MediaURL: 'https://cdn.example/1.jpg' }).warnings).toEqual([
      'Media is not a list; the listing has no photos from it.',
    ])
    expect(read(null)).toEqual({ photoUrls: [], virtualTourUrl: null, warnings: [] })
    const many = read(Array.from({ length: 8 }, () => 7))
    expect(many.warnings).toHaveLength(6)
    expect(many.warnings[5]).toBe('3 more media entries could not be used; they were left out.')
  })

  it('keeps the first https virtual tour, the unbranded one first, and never another scheme', () => {
    expect(
      read([
        { MediaCategory: 'Branded Virtual Tour', MediaURL: 'https://tours.example/branded' },
        { MediaCategory: 'UnbrandedVirtualTour', MediaURL: 'tours.example/no-scheme' },
        { MediaCategory: 'Unbranded Virtual Tour', MediaURL: 'https://tours.example/unbranded' },
      ]),
    ).toEqual({
      photoUrls: [],
      virtualTourUrl: 'https://tours.example/unbranded',
      warnings: ['Media entry 2 (a virtual tour) "tours.example/no-scheme" is not an https address; it was left out.'],
    })
    expect(read([], 'https://tours.example/field').virtualTourUrl).toBe('https://tours.example/field')
    expect(
      read([{ MediaCategory: 'BrandedVirtualTour', MediaURL: 'https://tours.example/b' }], '').virtualTourUrl,
    ).toBe('https://tours.example/b')
    const unsafe = read(
      [{ MediaCategory: 'Virtual Tour', MediaURL: 'javascript:alert(1)' }],
      'http://tours.example/plain',
    )
    expect(unsafe.virtualTourUrl).toBeNull()
    expect(unsafe.warnings).toEqual([
      'VirtualTourURLUnbranded "http://tours.example/plain" is not an https address; it was left out.',
      'Media entry 1 (a virtual tour) "javascript:alert(1)" is not an https address; it was left out.',
    ])
  })
})

describe('photos that could not be downloaded', () => {
  it('are tried again after 5 min, 30 min, 2 h, 12 h, then daily', () => {
    const minutes = [1, 2, 3, 4, 5, 6].map((attempt) => photoRetryDelayMs(attempt) / 60_000)
    expect(minutes).toEqual([5, 30, 120, 720, 1440, 1440])
    expect(MAX_PHOTO_ATTEMPTS).toBe(7)
  })

  it('are reported in words, one line per listing', () => {
    expect(photoFailureWarning([{ number: 3, reason: '404' }], false)).toBe(
      'Photo 3 could not be downloaded (404); it will be tried again at the next runs.',
    )
    expect(
      photoFailureWarning(
        [
          { number: 2, reason: '404' },
          { number: 5, reason: 'the address could not be reached' },
        ],
        true,
      ),
    ).toBe(
      'Photos 2 (404), 5 (the address could not be reached) could not be downloaded after 7 attempts; the listing is shown without them.',
    )
    const many = Array.from({ length: 12 }, (_, index) => ({ number: index + 1, reason: '404' }))
    expect(photoFailureWarning(many, false)).toMatch(/^Photos 1 \(404\), .*, 10 \(404\) and 2 more could not be/)
  })
})
