// RESO Data Dictionary Property records → our listings. Pure rules, unit-tested; the database lookups (area by
// City, agent by ListAgentKey) are done by the caller with the names returned here.
import { z } from 'zod'
import { PROPERTY_TYPE_LABELS, type PropertyStatus, type PropertyType } from '~/lib/property-rules'

const SQFT_PER = { acre: 43_560, squareMeter: 10.763_910_4, hectare: 107_639.104 } as const

/** StandardStatus → our status. Anything that has left the market (or that we do not know) is off market. */
export function statusFromStandardStatus(standardStatus: string | null | undefined): PropertyStatus {
  switch ((standardStatus ?? '').trim().toLowerCase()) {
    case 'active':
      return 'active'
    case 'pending':
    case 'active under contract':
      return 'under_contract'
    case 'closed':
      return 'sold'
    default:
      // Withdrawn, Expired, Canceled, Delete, Hold, Coming Soon, Incomplete …: never left live.
      return 'off_market'
  }
}

/** PropertyType (and PropertySubType for condos) → our four types; null when it is none of them. */
export function typeFromResoType(
  propertyType: string | null | undefined,
  subType?: string | null,
): PropertyType | null {
  const type = (propertyType ?? '').trim().toLowerCase()
  const sub = (subType ?? '').trim().toLowerCase()
  if (type === 'residential' || type === 'residential lease' || type === 'manufactured in park')
    return sub.includes('condo') || sub.includes('apartment') || sub.includes('townhouse') ? 'condo' : 'house'
  if (type === 'land' || type === 'farm') return 'land'
  if (type.startsWith('commercial') || type === 'business opportunity' || type === 'residential income')
    return 'commercial'
  return null
}

/** An area in square feet from a RESO area and its units (LivingAreaUnits, LotSizeUnits). */
export function toSquareFeet(area: number | null | undefined, units: string | null | undefined): number | null {
  if (area == null || !Number.isFinite(area) || area < 0) return null
  const unit = (units ?? '').trim().toLowerCase()
  const factor = unit.startsWith('acre')
    ? SQFT_PER.acre
    : unit.startsWith('hectare')
      ? SQFT_PER.hectare
      : unit.includes('met')
        ? SQFT_PER.squareMeter
        : 1
  return Math.round(area * factor)
}

const optionalNumber = z.number().finite().nullish()
const optionalText = z.string().nullish()

/** The fields we read; everything else in the record is ignored. */
export const ResoPropertySchema = z.object({
  ListingKey: z.string().trim().min(1, 'ListingKey is missing'),
  ListingId: optionalText,
  StandardStatus: optionalText,
  PropertyType: optionalText,
  PropertySubType: optionalText,
  ListPrice: z.number({ error: 'ListPrice is missing or not a number' }).finite().min(0, 'ListPrice is negative'),
  BedroomsTotal: optionalNumber,
  BathroomsTotalInteger: optionalNumber,
  LivingArea: optionalNumber,
  LivingAreaUnits: optionalText,
  LotSizeArea: optionalNumber,
  LotSizeUnits: optionalText,
  Latitude: z.number().min(-90).max(90).nullish(),
  Longitude: z.number().min(-180).max(180).nullish(),
  City: optionalText,
  PublicRemarks: optionalText,
  ListAgentKey: optionalText,
  ListAgentEmail: optionalText,
  ListOfficeName: optionalText,
  UnparsedAddress: optionalText,
  ModificationTimestamp: z.iso.datetime({ offset: true, error: 'ModificationTimestamp is missing or not a date' }),
  PhotosChangeTimestamp: z.iso.datetime({ offset: true }).nullish(),
  Media: z
    .array(
      z.object({
        MediaURL: z.string().url(),
        Order: z.number().nullish(),
        MediaCategory: optionalText,
      }),
    )
    .nullish(),
})

/** The listing values the feed owns (what synced_values keeps), plus the names the caller resolves. */
export interface MappedListing {
  listingKey: string
  modificationTimestamp: Date
  photosChangeTimestamp: Date | null
  photoUrls: string[]
  cityName: string | null
  agentKeys: string[]
  values: {
    listingId: string
    title: string
    status: PropertyStatus
    propertyType: PropertyType
    priceUsd: number
    bedrooms: number
    bathrooms: number
    livingAreaSqft: number | null
    lotSizeSqft: number | null
    address: string
    latitude: number | null
    longitude: number | null
    description: string
    listingOfficeName: string | null
  }
}

export type MapResult = { ok: true; listing: MappedListing } | { ok: false; listingKey: string | null; error: string }

const clean = (text: string | null | undefined) => (text ?? '').trim()

/** One feed record → a listing, or the reason it cannot be used (reported, the run goes on). */
export function mapResoProperty(record: unknown): MapResult {
  const key = typeof record === 'object' && record ? (record as { ListingKey?: unknown }).ListingKey : undefined
  const listingKey = typeof key === 'string' && key.trim() ? key.trim() : null
  const parsed = ResoPropertySchema.safeParse(record)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const field = issue.path.join('.')
    return {
      ok: false,
      listingKey,
      error: field && !issue.message.includes(field) ? `${field}: ${issue.message}` : issue.message,
    }
  }
  const item = parsed.data
  const propertyType = typeFromResoType(item.PropertyType, item.PropertySubType)
  if (!propertyType)
    return { ok: false, listingKey, error: `PropertyType "${item.PropertyType ?? ''}" is not one we list` }
  const listingId = clean(item.ListingId) || item.ListingKey
  if (!/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(listingId) || listingId.length > 40)
    return { ok: false, listingKey, error: `ListingId "${listingId}" is not a usable listing ID` }
  const bedrooms = Math.max(0, Math.round(item.BedroomsTotal ?? 0))
  const city = clean(item.City)
  const typeLabel = PROPERTY_TYPE_LABELS[propertyType]
  const title =
    propertyType === 'land' || bedrooms === 0
      ? `${typeLabel}${city ? ` in ${city}` : ''}`
      : `${bedrooms}-bedroom ${typeLabel.toLowerCase()}${city ? ` in ${city}` : ''}`
  const photoUrls = [...(item.Media ?? [])]
    .filter((media) => !media.MediaCategory || media.MediaCategory.toLowerCase() === 'photo')
    .sort((a, b) => (a.Order ?? 0) - (b.Order ?? 0))
    .map((media) => media.MediaURL)
  return {
    ok: true,
    listing: {
      listingKey: item.ListingKey,
      modificationTimestamp: new Date(item.ModificationTimestamp),
      photosChangeTimestamp: item.PhotosChangeTimestamp ? new Date(item.PhotosChangeTimestamp) : null,
      photoUrls,
      cityName: city || null,
      agentKeys: [clean(item.ListAgentKey), clean(item.ListAgentEmail)].filter(Boolean),
      values: {
        listingId: listingId.toUpperCase(),
        title,
        status: statusFromStandardStatus(item.StandardStatus),
        propertyType,
        priceUsd: Math.round(item.ListPrice),
        bedrooms,
        bathrooms: Math.max(0, Math.min(99, Math.round(item.BathroomsTotalInteger ?? 0))),
        livingAreaSqft: toSquareFeet(item.LivingArea, item.LivingAreaUnits ?? 'Square Feet'),
        lotSizeSqft: toSquareFeet(item.LotSizeArea, item.LotSizeUnits ?? 'Square Feet'),
        address: clean(item.UnparsedAddress).slice(0, 300),
        latitude: item.Latitude ?? null,
        longitude: item.Longitude ?? null,
        description: clean(item.PublicRemarks),
        listingOfficeName: clean(item.ListOfficeName) || null,
      },
    },
  }
}
