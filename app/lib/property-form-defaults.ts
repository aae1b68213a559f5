// The property form's values as text (what its inputs hold): empty for a new listing, or from a stored one.
import type { BuyerFactsListing } from '~/lib/buyer-facts'
import type { UtilityFacts } from '~/lib/utilities'

/** The form's starting values, as text (what the inputs hold). */
export interface PropertyFormDefaults {
  title: string
  slug: string
  listingId: string
  status: string
  propertyType: string
  priceUsd: string
  bedrooms: string
  bathrooms: string
  livingAreaSqft: string
  lotSizeSqft: string
  yearBuilt: string
  areaId: string
  address: string
  latitude: string
  longitude: string
  description: string
  features: string
  featuresEs: string
  agentId: string
  featured: boolean
  listingOfficeName: string
  titleEs: string
  descriptionEs: string
  titleType: string
  foreignOwnership: string
  hoaFeeUsd: string
  rentalProgram: string
  rentalProgramEs: string
  rentalIncomeUsd: string
  rentalOccupancyPercent: string
  powerSources: string[]
  waterSources: string[]
  sewer: string
  internet: string[]
  /** 'yes', 'no' or '' (not known) */
  hurricaneStandards: string
  elevationM: string
  tourNoticeHours: string
}

export const EMPTY_PROPERTY_FORM: PropertyFormDefaults = {
  title: '',
  slug: '',
  listingId: '',
  status: 'draft',
  propertyType: '',
  priceUsd: '',
  bedrooms: '',
  bathrooms: '',
  livingAreaSqft: '',
  lotSizeSqft: '',
  yearBuilt: '',
  areaId: '',
  address: '',
  latitude: '',
  longitude: '',
  description: '',
  features: '',
  featuresEs: '',
  agentId: '',
  featured: false,
  listingOfficeName: '',
  titleEs: '',
  descriptionEs: '',
  titleType: '',
  foreignOwnership: '',
  hoaFeeUsd: '',
  rentalProgram: '',
  rentalProgramEs: '',
  rentalIncomeUsd: '',
  rentalOccupancyPercent: '',
  powerSources: [],
  waterSources: [],
  sewer: '',
  internet: [],
  hurricaneStandards: '',
  elevationM: '',
  tourNoticeHours: '24',
}

/** A stored listing as form text (0 price and bedrooms of an unfinished draft show as empty). */
export function propertyFormDefaults(
  row: {
    title: string
    slug: string
    listingId: string
    status: string
    propertyType: string
    priceUsd: number
    bedrooms: number
    bathrooms: number
    livingAreaSqft: number | null
    lotSizeSqft: number | null
    yearBuilt: number | null
    areaId: number | null
    address: string
    latitude: number | null
    longitude: number | null
    description: string
    features: string[]
    featuresEs: string[]
    agentId: number | null
    featured: boolean
    listingOfficeName: string | null
    titleEs: string
    descriptionEs: string
    tourNoticeHours: number
  } & BuyerFactsListing &
    UtilityFacts,
): PropertyFormDefaults {
  const text = (value: number | null) => (value == null ? '' : String(value))
  return {
    title: row.title,
    slug: row.slug,
    listingId: row.listingId,
    status: row.status,
    propertyType: row.propertyType,
    priceUsd: row.priceUsd ? String(row.priceUsd) : '',
    bedrooms: text(row.bedrooms),
    bathrooms: text(row.bathrooms),
    livingAreaSqft: text(row.livingAreaSqft),
    lotSizeSqft: text(row.lotSizeSqft),
    yearBuilt: text(row.yearBuilt),
    areaId: text(row.areaId),
    address: row.address,
    latitude: text(row.latitude),
    longitude: text(row.longitude),
    description: row.description,
    features: row.features.join('\n'),
    featuresEs: row.featuresEs.join('\n'),
    agentId: text(row.agentId),
    featured: row.featured,
    listingOfficeName: row.listingOfficeName ?? '',
    titleEs: row.titleEs,
    descriptionEs: row.descriptionEs,
    titleType: row.titleType ?? '',
    foreignOwnership: row.foreignOwnership ?? '',
    hoaFeeUsd: text(row.hoaFeeUsd),
    rentalProgram: row.rentalProgram,
    rentalProgramEs: row.rentalProgramEs,
    rentalIncomeUsd: text(row.rentalIncomeUsd),
    rentalOccupancyPercent: text(row.rentalOccupancyPercent),
    powerSources: row.powerSources,
    waterSources: row.waterSources,
    sewer: row.sewer ?? '',
    internet: row.internet,
    hurricaneStandards: row.hurricaneStandards === null ? '' : row.hurricaneStandards ? 'yes' : 'no',
    elevationM: text(row.elevationM),
    tourNoticeHours: text(row.tourNoticeHours),
  }
}
