// RESO Data Dictionary Property records → our listings. Pure rules, unit-tested; the database lookups (area by
// City, agent by ListAgentKey) are done by the caller with the names returned here.
import { z } from 'zod'
import { PROPERTY_TYPE_LABELS, type PropertyStatus, type PropertyType } from '~/lib/property-rules'
import { INT4_MAX, limitedNumber, optionalText, usablePosition } from './field-limits'
import { listingIdFromRecord } from './listing-id'
import { displayValue, lookupKey, normaliseLookup, type LookupMap } from './lookups'
import { readListingMedia } from './media'
import { readIdxFields, type IdxValues } from './idx-fields'
import { readUtilityFields, type FeedUtilityValues } from './utility-fields'

const SQFT_PER = { acre: 43_560, squareMeter: 10.763_910_4, hectare: 107_639.104 } as const

/**
 * StandardStatus → our status. Anything that has left the market (or that we do not know) is off market. Lookup
 * values compare in either form, display string or enum member, after the server's lookup map (lookups.ts).
 */
export function statusFromStandardStatus(
  standardStatus: string | null | undefined,
  lookups: LookupMap | null = null,
): PropertyStatus {
  switch (lookupKey(lookups, 'StandardStatus', standardStatus ?? '')) {
    case 'active':
      return 'active'
    case 'pending':
    case 'activeundercontract':
      return 'under_contract'
    case 'closed':
      return 'sold'
    default:
      // Withdrawn, Expired, Canceled, Delete, Hold, Coming Soon, Incomplete …: never left live.
      return 'off_market'
  }
}

/** A lease (Residential Lease, Commercial Lease, in either form): the site lists no rentals (decision 036). */
export function isLeaseType(propertyType: string | null | undefined, lookups: LookupMap | null = null): boolean {
  return lookupKey(lookups, 'PropertyType', propertyType ?? '').endsWith('lease')
}

const CONDO_SUB_TYPES = ['condo', 'apartment', 'townhouse', 'townhome', 'stockcooperative']

/**
 * PropertyType (and PropertySubType for condos) → our four types; null when it is none of them (the caller lists
 * it under a stated fallback, typeFallback). Issue 40 item 7: every RESO type of a sale has its place.
 */
export function typeFromResoType(
  propertyType: string | null | undefined,
  subType?: string | null,
  lookups: LookupMap | null = null,
): PropertyType | null {
  const type = lookupKey(lookups, 'PropertyType', propertyType ?? '')
  const sub = lookupKey(lookups, 'PropertySubType', subType ?? '')
  if (type === 'residential') return CONDO_SUB_TYPES.some((kind) => sub.includes(kind)) ? 'condo' : 'house'
  if (type === 'manufacturedinpark') return 'house'
  if (type === 'land' || type === 'farm') return 'land'
  if (type === 'commercialsale' || type === 'businessopportunity' || type === 'residentialincome') return 'commercial'
  return null
}

/** The type of a PropertyType the site does not know: what its sub-type says, else a house. */
export function typeFallback(subType: string | null | undefined, lookups: LookupMap | null = null): PropertyType {
  const sub = lookupKey(lookups, 'PropertySubType', subType ?? '')
  if (CONDO_SUB_TYPES.some((kind) => sub.includes(kind))) return 'condo'
  if (['land', 'lot', 'farm', 'agricultur', 'ranch'].some((kind) => sub.includes(kind))) return 'land'
  if (
    ['commercial', 'office', 'retail', 'industrial', 'warehouse', 'business', 'hotel', 'mixeduse'].some((kind) =>
      sub.includes(kind),
    )
  )
    return 'commercial'
  return 'house'
}

/** An area in square feet from a RESO area and its units (LivingAreaUnits, LotSizeUnits). */
export function toSquareFeet(area: number | null | undefined, units: string | null | undefined): number | null {
  if (area == null || !Number.isFinite(area) || area < 0) return null
  return Math.round(area * squareFeetPer(units))
}

function squareFeetPer(units: string | null | undefined) {
  const unit = normaliseLookup(units ?? '')
  if (unit.startsWith('acre')) return SQFT_PER.acre
  if (unit.startsWith('hectare')) return SQFT_PER.hectare
  return unit.includes('met') ? SQFT_PER.squareMeter : 1
}

// Optional values are read loosely and checked one by one (field-limits.ts): a bad one is left out with a warning,
// never the reason a listing is missing (issue 40).
const optional = z.unknown().optional()

/**
 * The fields we read; everything else in the record is ignored. IDX rule (issue 40): never add a field an MLS keeps
 * among its members (compensation, private remarks, showing instructions, lock boxes, seller or occupant contacts;
 * MLS_PRIVATE_FIELDS in idx-fields.ts): whatever is read here can reach a public page.
 */
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
  ListOfficePhone: optional,
  ListOfficeEmail: optional,
  InternetEntireListingDisplayYN: optional,
  InternetAddressDisplayYN: optional,
  UnparsedAddress: optional,
  ModificationTimestamp: z.iso.datetime({ offset: true, error: 'ModificationTimestamp is missing or not a date' }),
  PhotosChangeTimestamp: optional,
  // Read loosely (media.ts): a bad media entry is left out with a warning, never the listing (issue 40).
  Media: optional,
  VirtualTourURLUnbranded: optional,
  // issue 44: utilities, read loosely (utility-fields.ts)
  Utilities: optional,
  WaterSource: optional,
  Sewer: optional,
  PowerProductionType: optional,
  Electric: optional,
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
    virtualTourUrl: string | null
  } & IdxValues &
    FeedUtilityValues
}

/** A usable record comes with its warnings: the values left out, each in words for staff. */
export type MapResult =
  | { ok: true; listing: MappedListing; warnings: string[] }
  | { ok: false; listingKey: string | null; error: string; lease?: true }

const clean = (text: string | null | undefined) => (text ?? '').trim()

/** A PropertyType the site does not know is listed under its fallback, with a warning (issue 40: never dropped). */
function unknownType(propertyType: string, fallback: PropertyType, warnings: string[]): PropertyType {
  const listedAs = fallback === 'land' || fallback === 'commercial' ? fallback : `a ${fallback}`
  warnings.push(
    propertyType
      ? `PropertyType ${propertyType} is not one the site knows; it is listed as ${listedAs}.`
      : `PropertyType is missing; the listing is listed as ${listedAs}.`,
  )
  return fallback
}

/**
 * One feed record → a listing, or the reason it cannot be used (reported, the run goes on), or a lease (`lease`:
 * counted as skipped, never listed). `lookups`: the server's lookup map (lookup-map.server.ts).
 */
export function mapResoProperty(record: unknown, lookups: LookupMap | null = null): MapResult {
  const fields = typeof record === 'object' && record ? (record as Record<string, unknown>) : {}
  const key = fields.ListingKey
  const listingKey = typeof key === 'string' && key.trim() ? key.trim() : null
  if (typeof fields.PropertyType === 'string' && isLeaseType(fields.PropertyType, lookups))
    return {
      ok: false,
      lease: true,
      listingKey,
      error: `PropertyType ${fields.PropertyType.trim()} is a lease; the site does not list rentals.`,
    }
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
  const propertyType =
    typeFromResoType(text('PropertyType'), text('PropertySubType'), lookups) ??
    unknownType(text('PropertyType'), typeFallback(text('PropertySubType'), lookups), warnings)
  const { listingId, warning: idWarning } = listingIdFromRecord(text('ListingId'), item.ListingKey)
  if (idWarning) warnings.push(idWarning)
  const bedrooms = limitedNumber('BedroomsTotal', item.BedroomsTotal, warnings, Math.round) ?? 0
  const bathrooms = limitedNumber('BathroomsTotalInteger', item.BathroomsTotalInteger, warnings, Math.round) ?? 0
  const area = (field: 'LivingArea' | 'LotSizeArea', units: string) =>
    limitedNumber(field, item[field], warnings, (value) => Math.round(value * squareFeetPer(units)), ' sq ft')
  const units = (field: 'LivingAreaUnits' | 'LotSizeUnits') =>
    displayValue(lookups, field, text(field)) || 'Square Feet'
  const livingAreaSqft = area('LivingArea', units('LivingAreaUnits'))
  const lotSizeSqft = area('LotSizeArea', units('LotSizeUnits'))
  const position = usablePosition(item.Latitude, item.Longitude, warnings)
  const idx = readIdxFields(item, warnings)
  const photosChanged = text('PhotosChangeTimestamp')
  if (photosChanged && Number.isNaN(Date.parse(photosChanged)))
    warnings.push(`PhotosChangeTimestamp "${photosChanged}" is not a date; it was left out.`)
  const city = text('City')
  const typeLabel = PROPERTY_TYPE_LABELS[propertyType]
  const title =
    propertyType === 'land' || bedrooms === 0
      ? `${typeLabel}${city ? ` in ${city}` : ''}`
      : `${bedrooms}-bedroom ${typeLabel.toLowerCase()}${city ? ` in ${city}` : ''}`
  const { photoUrls, virtualTourUrl } = readListingMedia(item.Media, item.VirtualTourURLUnbranded, warnings)
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
        // IDX: a listing the MLS keeps off the internet is not shown at all (off market on the site, with a warning)
        status: idx.shownOnInternet ? statusFromStandardStatus(text('StandardStatus'), lookups) : 'off_market',
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
        virtualTourUrl,
        ...idx.values,
        ...readUtilityFields(item, lookups, warnings),
      },
    },
  }
}
