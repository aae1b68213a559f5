// RESO Data Dictionary Property records → our listings. Pure rules, unit-tested; the database lookups (area by
// City, agent by ListAgentKey) are done by the caller with the names returned here.
import { z } from 'zod'
import { PROPERTY_TYPE_LABELS, type PropertyStatus, type PropertyType } from '~/lib/property-rules'
import { INT4_MAX, limitedNumber, optionalText, usablePosition } from './field-limits'

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
  return Math.round(area * squareFeetPer(units))
}

function squareFeetPer(units: string | null | undefined) {
  const unit = (units ?? '').trim().toLowerCase()
  if (unit.startsWith('acre')) return SQFT_PER.acre
  if (unit.startsWith('hectare')) return SQFT_PER.hectare
  return unit.includes('met') ? SQFT_PER.squareMeter : 1
}

// Optional values are read loosely and checked one by one (field-limits.ts): a bad one is left out with a warning,
// never the reason a listing is missing (issue 40).
const optional = z.unknown().optional()

/** The fields we read; everything else in the record is ignored. */
export const ResoPropertySchema = z.object({
  ListingKey: z.string().trim().min(1, 'ListingKey is missing'),
  ListingId: optional,
  StandardStatus: optional,
  PropertyType: optional,
  PropertySubType: optional,
  ListPrice: z
    .number({ error: 'ListPrice is missing or not a number' })
    .finite()
    .min(0, 'ListPrice is negative')
    .max(INT4_MAX, `ListPrice is more than the site can show (at most $${INT4_MAX.toLocaleString('en-US')})`),
  BedroomsTotal: optional,
  BathroomsTotalInteger: optional,
  LivingArea: optional,
  LivingAreaUnits: optional,
  LotSizeArea: optional,
  LotSizeUnits: optional,
  Latitude: optional,
  Longitude: optional,
  City: optional,
  PublicRemarks: optional,
  ListAgentKey: optional,
  ListAgentEmail: optional,
  ListOfficeName: optional,
  UnparsedAddress: optional,
  ModificationTimestamp: z.iso.datetime({ offset: true, error: 'ModificationTimestamp is missing or not a date' }),
  PhotosChangeTimestamp: optional,
  Media: z
    .array(
      z.object({
        MediaURL: z.string().url(),
        Order: z.number().nullish(),
        MediaCategory: z.string().nullish(),
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

/** A usable record comes with its warnings: the values left out, each in words for staff. */
export type MapResult =
  { ok: true; listing: MappedListing; warnings: string[] } | { ok: false; listingKey: string | null; error: string }

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
  const warnings: string[] = []
  const text = (field: keyof typeof item) => clean(optionalText(field, item[field], warnings))
  const propertyType = typeFromResoType(text('PropertyType'), text('PropertySubType'))
  if (!propertyType)
    return { ok: false, listingKey, error: `PropertyType "${text('PropertyType')}" is not one we list` }
  const listingId = text('ListingId') || item.ListingKey
  if (!/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(listingId) || listingId.length > 40)
    return { ok: false, listingKey, error: `ListingId "${listingId}" is not a usable listing ID` }
  const bedrooms = limitedNumber('BedroomsTotal', item.BedroomsTotal, warnings, Math.round) ?? 0
  const bathrooms = limitedNumber('BathroomsTotalInteger', item.BathroomsTotalInteger, warnings, Math.round) ?? 0
  const area = (field: 'LivingArea' | 'LotSizeArea', units: string) =>
    limitedNumber(field, item[field], warnings, (value) => Math.round(value * squareFeetPer(units)), ' sq ft')
  const livingAreaSqft = area('LivingArea', text('LivingAreaUnits') || 'Square Feet')
  const lotSizeSqft = area('LotSizeArea', text('LotSizeUnits') || 'Square Feet')
  const position = usablePosition(item.Latitude, item.Longitude, warnings)
  const photosChanged = text('PhotosChangeTimestamp')
  if (photosChanged && Number.isNaN(Date.parse(photosChanged)))
    warnings.push(`PhotosChangeTimestamp "${photosChanged}" is not a date; it was left out.`)
  const city = text('City')
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
    warnings,
    listing: {
      listingKey: item.ListingKey,
      modificationTimestamp: new Date(item.ModificationTimestamp),
      photosChangeTimestamp: photosChanged && !Number.isNaN(Date.parse(photosChanged)) ? new Date(photosChanged) : null,
      photoUrls,
      cityName: city || null,
      agentKeys: [text('ListAgentKey'), text('ListAgentEmail')].filter(Boolean),
      values: {
        listingId: listingId.toUpperCase(),
        title,
        status: statusFromStandardStatus(text('StandardStatus')),
        propertyType,
        priceUsd: Math.round(item.ListPrice),
        bedrooms,
        bathrooms,
        livingAreaSqft,
        lotSizeSqft,
        address: text('UnparsedAddress').slice(0, 300),
        ...position,
        description: text('PublicRemarks'),
        listingOfficeName: text('ListOfficeName') || null,
      },
    },
  }
}
