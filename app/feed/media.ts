// A feed record's Media, read loosely (issue 40 item 4): only photos are validated and downloaded, a virtual tour is
// kept as a link, every other kind (video, floor plan, document …) is ignored. A bad entry is left out with a
// warning, never the listing. Also the back-off of photos that could not be downloaded (item 3). Pure rules.

export interface ListingMedia {
  /** Photo addresses in the MLS's order (Order, then the order sent), each once. */
  photoUrls: string[]
  /** The first https virtual-tour address, or null. */
  virtualTourUrl: string | null
}

/** Lookup values come as display strings ("Unbranded Virtual Tour") or enum members ("UnbrandedVirtualTour"). */
const letters = (value: unknown) => (typeof value === 'string' ? value.toLowerCase().replace(/[^a-z]/g, '') : '')

const IMAGE_FILE = /\.(jpe?g|png|gif|webp|avif|heic|heif|tiff?)$/i
/** The Data Dictionary's MediaType lookup names image formats without "image/". */
const IMAGE_MEDIA_TYPES = new Set(['jpeg', 'jpg', 'png', 'gif', 'webp', 'tiff'])
const TOUR_CATEGORIES = new Set(['unbrandedvirtualtour', 'brandedvirtualtour', 'virtualtour'])
const MAX_URL_LENGTH = 2000
/** Warnings about one record's media beyond this many are summed up in one line. */
const MAX_MEDIA_WARNINGS = 5

function absoluteUrl(value: unknown, protocols: string[]): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (!text || text.length > MAX_URL_LENGTH || !URL.canParse(text)) return null
  const url = new URL(text)
  return protocols.includes(url.protocol) && url.hostname ? text : null
}

/** An address a visitor may be sent to from a listing page: https only. */
export const httpsUrl = (value: unknown) => absoluteUrl(value, ['https:'])

const shown = (value: unknown) => (typeof value === 'string' ? `"${value.slice(0, 80)}"` : String(value))

function isPhoto(entry: Record<string, unknown>): boolean {
  const category = letters(entry.MediaCategory)
  if (category) return category === 'photo'
  const mime = [entry.MimeType, entry.MediaType].find((value) => typeof value === 'string') as string | undefined
  if (mime?.toLowerCase().startsWith('image/') || IMAGE_MEDIA_TYPES.has(letters(mime))) return true
  const url = typeof entry.MediaURL === 'string' ? entry.MediaURL.trim() : ''
  return IMAGE_FILE.test(url.split(/[?#]/)[0]!)
}

/**
 * `media`: the record's Media (anything); `unbrandedTour`: its VirtualTourURLUnbranded. An unbranded tour is chosen
 * before a branded one: MLS display rules let a site showing other brokers' listings link only the unbranded tour.
 */
export function readListingMedia(media: unknown, unbrandedTour: unknown, warnings: string[]): ListingMedia {
  const problems: string[] = []
  const entries = Array.isArray(media) ? media : []
  if (media != null && !Array.isArray(media)) problems.push('Media is not a list; the listing has no photos from it.')
  const photos: { url: string; order: number }[] = []
  const tours: { url: unknown; unbranded: boolean; entry: number }[] = []
  entries.forEach((raw: unknown, index) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      problems.push(`Media entry ${index + 1} is not a media record; it was left out.`)
      return
    }
    const entry = raw as Record<string, unknown>
    const category = letters(entry.MediaCategory)
    if (TOUR_CATEGORIES.has(category))
      tours.push({ url: entry.MediaURL, unbranded: category === 'unbrandedvirtualtour', entry: index + 1 })
    if (!isPhoto(entry)) return
    const url = absoluteUrl(entry.MediaURL, ['https:', 'http:'])
    if (!url) {
      problems.push(
        `Media entry ${index + 1} (a photo) has no usable address ${shown(entry.MediaURL)}; it was left out.`,
      )
      return
    }
    const order = typeof entry.Order === 'string' ? Number(entry.Order) : entry.Order
    // Photos without an Order follow the ordered ones, in the order sent (the sort is stable).
    photos.push({ url, order: typeof order === 'number' && Number.isFinite(order) ? order : Infinity })
  })
  const photoUrls = [
    ...new Set(photos.sort((a, b) => (a.order === b.order ? 0 : a.order - b.order)).map((photo) => photo.url)),
  ]

  const candidates = [
    ...tours.filter((tour) => tour.unbranded),
    ...(unbrandedTour == null || unbrandedTour === '' ? [] : [{ url: unbrandedTour, unbranded: true, entry: 0 }]),
    ...tours.filter((tour) => !tour.unbranded),
  ]
  let virtualTourUrl: string | null = null
  for (const tour of candidates) {
    virtualTourUrl = httpsUrl(tour.url)
    if (virtualTourUrl) break
    const source = tour.entry ? `Media entry ${tour.entry} (a virtual tour)` : 'VirtualTourURLUnbranded'
    problems.push(`${source} ${shown(tour.url)} is not an https address; it was left out.`)
  }

  warnings.push(...problems.slice(0, MAX_MEDIA_WARNINGS))
  if (problems.length > MAX_MEDIA_WARNINGS)
    warnings.push(`${problems.length - MAX_MEDIA_WARNINGS} more media entries could not be used; they were left out.`)
  return { photoUrls, virtualTourUrl }
}

/** Back-off after a listing's n-th attempt at its photos failed: 5 min, 30 min, 2 h, 12 h, then daily. */
export function photoRetryDelayMs(failedAttempts: number): number {
  const minutes = [5, 30, 120, 720][failedAttempts - 1] ?? 24 * 60
  return minutes * 60_000
}

/** Attempts (the first download included) before a listing is shown without the photos that never came. */
export const MAX_PHOTO_ATTEMPTS = 7

export interface PhotoFailure {
  /** 1-based place in the MLS's order */
  number: number
  /** "404", "the address could not be reached", … */
  reason: string
}

const MAX_LISTED = 10

/** One warning for a listing's photos that could not be downloaded in one attempt. */
export function photoFailureWarning(failures: PhotoFailure[], gaveUp: boolean): string {
  const listed = failures.slice(0, MAX_LISTED).map((failure) => `${failure.number} (${failure.reason})`)
  const more = failures.length > MAX_LISTED ? ` and ${failures.length - MAX_LISTED} more` : ''
  const one = failures.length === 1
  const what = one
    ? `Photo ${failures[0]!.number} could not be downloaded (${failures[0]!.reason})`
    : `Photos ${listed.join(', ')}${more} could not be downloaded`
  if (gaveUp)
    return `${what} after ${MAX_PHOTO_ATTEMPTS} attempts; the listing is shown without ${one ? 'it' : 'them'}.`
  return `${what}; ${one ? 'it' : 'they'} will be tried again at the next runs.`
}
