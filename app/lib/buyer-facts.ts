// Issue 16 (part 4): the facts a buyer from abroad asks first, kept by staff per listing (title, who can hold it,
// fees, rentals) and per area (beach points), shared by the database checks, the admin form, the search and the page.
// The texts are English (the admin's); given the listing catalog's `t`, public pages get them in their language.
import type { listingMessages } from '~/i18n/catalogs/listing'
import type { Locale } from '~/i18n/locale'
import type { Translate } from '~/i18n/messages'

/** The listing catalog's messages in the page's language (useT(listingMessages) or translator()). */
export type ListingTranslate = Translate<NonNullable<(typeof listingMessages)['id']>>

/** How the land is held. Most of Roatan is titled; the buying guide explains the others. */
export const TITLE_TYPES = ['titled', 'in_process', 'possession_rights', 'community', 'concession'] as const
export type TitleType = (typeof TITLE_TYPES)[number]

export const TITLE_TYPE_LABELS: Record<TitleType, string> = {
  titled: 'Titled (recorded deed)',
  in_process: 'Title in process',
  possession_rights: 'Possession rights (dominio útil)',
  community: 'Community title',
  concession: 'Concession',
}

/** Whether a buyer from abroad can hold the property in their own name or needs a Honduran company. */
export const FOREIGN_OWNERSHIP = ['direct', 'company'] as const
export type ForeignOwnership = (typeof FOREIGN_OWNERSHIP)[number]

export const FOREIGN_OWNERSHIP_LABELS: Record<ForeignOwnership, string> = {
  direct: 'A foreign buyer can hold it in their own name',
  company: 'Held through a Honduran company',
}

/**
 * Issue 44 item 4: Honduran law lets a foreigner hold up to 3,000 m² (about 0.74 acre) of urban land in their own
 * name; a larger lot needs a Honduran company. 32,291 sq ft is the largest whole number of square feet within it
 * (32,292 sq ft is 3,000.06 m²).
 */
export const FOREIGN_LOT_LIMIT_SQFT = 32_291

export interface OwnershipFacts {
  /** what staff chose: it overrides the lot size (coastal land may need a company whatever its size) */
  foreignOwnership: string | null
  lotSizeSqft: number | null
}

/**
 * Who can hold the listing: as staff set it, else from the lot size, else unknown (null). `fromLot` says the answer
 * comes from the lot size, so the page explains it.
 */
export function effectiveOwnership({ foreignOwnership, lotSizeSqft }: OwnershipFacts): {
  value: ForeignOwnership | null
  fromLot: boolean
} {
  if (foreignOwnership !== null && (FOREIGN_OWNERSHIP as readonly string[]).includes(foreignOwnership))
    return { value: foreignOwnership as ForeignOwnership, fromLot: false }
  if (lotSizeSqft === null) return { value: null, fromLot: false }
  return { value: lotSizeSqft > FOREIGN_LOT_LIMIT_SQFT ? 'company' : 'direct', fromLot: true }
}

/** Where the buying guide explains titles, the coastal-zone rule and companies: the heading's id in each language's
 * body (the Spanish body has its own headings, so its own ids). */
export const OWNERSHIP_GUIDE_HREF: Record<Locale, string> = {
  en: '/buying-guide#coastal-zone-rules-and-honduran-corporations',
  es: '/buying-guide#reglas-de-la-zona-costera-y-sociedades-hondurenas',
}

export interface GeoPoint {
  name: string
  lat: number
  lng: number
}

/** Juan Manuel Gálvez International Airport, the island's one airport. */
export const AIRPORT: GeoPoint = { name: 'Roatan airport (RTB)', lat: 16.3168, lng: -86.523 }

const EARTH_RADIUS_KM = 6371

/** Straight-line distance in kilometres (haversine). */
export function distanceKm(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = rad(to.lat - from.lat)
  const dLng = rad(to.lng - from.lng)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

export interface Distance {
  name: string
  km: number
}

/** The nearest of the points, or null when there are none (or the listing has no coordinates). */
export function nearest(from: { lat: number; lng: number } | null, points: readonly GeoPoint[]): Distance | null {
  if (!from) return null
  let best: Distance | null = null
  for (const point of points) {
    const km = distanceKm(from, point)
    if (!best || km < best.km) best = { name: point.name, km }
  }
  return best
}

/** '350 m' under a kilometre, '2.4 km' under ten, '16 km' beyond (Honduran Spanish writes numbers the same way). */
export function distanceText(km: number, locale: Locale = 'en'): string {
  const metric =
    km < 1
      ? `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`
      : km < 10
        ? `${km.toFixed(1)} km`
        : `${Math.round(km)} km`
  // issue 43: both systems, the page's usual one first (feet under a kilometre, else miles)
  const miles = km / KM_PER_MILE
  const feet = Math.max(50, Math.round((km * FEET_PER_KM) / 50) * 50)
  const imperial =
    km < 1
      ? `${feet.toLocaleString('en-US')} ${locale === 'es' ? 'pies' : 'ft'}`
      : `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`
  return locale === 'es' ? `${metric} (${imperial})` : `${imperial} (${metric})`
}

const KM_PER_MILE = 1.609344
const FEET_PER_KM = 3280.84

/** 'West Bay Beach, 350 m'; with `t`, in the page's language ('West Bay Beach, a 350 m'), the airport named in it. */
export function distanceLine(distance: Distance, t?: ListingTranslate, locale: Locale = 'en'): string {
  if (!t) return `${distance.name}, ${distanceText(distance.km, locale)}`
  const place = distance.name === AIRPORT.name ? t('listing.distance.airport') : distance.name
  return t('listing.distance.place', { place, distance: distanceText(distance.km, locale) })
}

export interface BuyerFactsListing extends OwnershipFacts {
  titleType: string | null
  priceUsd: number | null
  hoaFeeUsd: number | null
  rentalProgram: string
  /** issue 43: '' = not translated */
  rentalProgramEs: string
  rentalIncomeUsd: number | null
  rentalOccupancyPercent: number | null
}

const label = <K extends string>(labels: Record<K, string>, value: string | null) =>
  value !== null && value in labels ? labels[value as K] : null

/** '$350 a month'; 'None' for a listing staff marked as having no fee (0). With `t`, in the page's language. */
export function hoaFeeText(
  usd: number | null,
  formatPrice: (usd: number) => string,
  t?: ListingTranslate,
): string | null {
  if (usd === null) return null
  if (t) return usd === 0 ? t('listing.hoa.none') : t('listing.hoa.monthly', { amount: formatPrice(usd) })
  return usd === 0 ? 'None' : `${formatPrice(usd)} a month`
}

/** '$52,000 gross in the last 12 months, 65% occupied'. With `t`, in the page's language. */
export function rentalHistoryText(
  listing: BuyerFactsListing,
  formatPrice: (usd: number) => string,
  t?: ListingTranslate,
): string | null {
  if (listing.rentalIncomeUsd === null) return null
  const amount = formatPrice(listing.rentalIncomeUsd)
  const percent = listing.rentalOccupancyPercent
  if (t) {
    return percent === null
      ? t('listing.rental.income', { amount })
      : t('listing.rental.incomeOccupied', { amount, percent: String(percent) })
  }
  const occupancy = percent === null ? '' : `, ${percent}% occupied`
  return `${amount} gross in the last 12 months${occupancy}`
}

/** 'Titled (recorded deed)', or null for no (or an unknown) title type. With `t`, in the page's language. */
export function titleTypeLabel(value: string | null, t?: ListingTranslate): string | null {
  const english = label(TITLE_TYPE_LABELS, value)
  return english !== null && t ? t(`listing.titleType.${value as TitleType}`) : english
}

/** Who can hold the listing, or null when not stated. With `t`, in the page's language. */
export function foreignOwnershipLabel(value: string | null, t?: ListingTranslate): string | null {
  const english = label(FOREIGN_OWNERSHIP_LABELS, value)
  return english !== null && t ? t(`listing.ownership.${value as ForeignOwnership}`) : english
}

/**
 * Who can hold it, as staff set it or from the lot size; a value from the lot size says why (`area`: the lot, as the
 * page writes areas). Null when neither is known.
 */
export function ownershipText(
  listing: OwnershipFacts,
  area: string,
  t?: ListingTranslate,
): { label: string; why: string | null } | null {
  const { value, fromLot } = effectiveOwnership(listing)
  const text = foreignOwnershipLabel(value, t)
  if (text === null || value === null) return null
  if (!fromLot) return { label: text, why: null }
  const why = t
    ? t(`listing.ownership.fromLot.${value}`, { area })
    : value === 'company'
      ? `The lot is ${area}, over the 3,000 m² (0.74 acre) a foreigner may hold in their own name.`
      : `The lot is ${area}, within the 3,000 m² (0.74 acre) a foreigner may hold in their own name.`
  return { label: text, why }
}

/** How far either way of last year's yield the range reaches: one year of rentals is a rough guide. */
export const YIELD_SPREAD = 0.15

/**
 * Issue 44 item 6: the gross rental yield, last 12 months' rental income ÷ price, as a range of ±15 % in half points
 * (7.2 % → 6–8.5 %), never a single confident number. Null when the income or the price is missing.
 */
export function grossYieldRange(
  rentalIncomeUsd: number | null,
  priceUsd: number | null,
): { low: number; high: number } | null {
  if (rentalIncomeUsd === null || rentalIncomeUsd <= 0 || priceUsd === null || priceUsd <= 0) return null
  const percent = (rentalIncomeUsd / priceUsd) * 100
  return {
    low: Math.floor(percent * (1 - YIELD_SPREAD) * 2) / 2,
    high: Math.ceil(percent * (1 + YIELD_SPREAD) * 2) / 2,
  }
}

/** 'About 6–8.5% a year', or null. With `t`, in the page's language. */
export function grossYieldText(listing: BuyerFactsListing, t?: ListingTranslate): string | null {
  const range = grossYieldRange(listing.rentalIncomeUsd, listing.priceUsd)
  if (!range) return null
  const low = String(range.low)
  const high = String(range.high)
  return t ? t('listing.rental.yield', { low, high }) : `About ${low}–${high}% a year`
}
