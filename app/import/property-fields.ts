// The columns of a properties file: our export's names, the labels staff see, and the names other systems use.
import {
  PROPERTY_STATUSES,
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPES,
  PROPERTY_TYPE_LABELS,
  type PropertyStatus,
  type PropertyType,
} from '~/lib/property-rules'
import { type ImportField, lookupKey } from './entity'

export const PROPERTY_FIELDS: readonly ImportField[] = [
  { key: 'listing_id', label: 'Listing ID', synonyms: ['MLS #', 'MLS', 'MLS number', 'listing number', 'ListingId'] },
  { key: 'title', label: 'Title', synonyms: ['name', 'headline', 'property name'] },
  { key: 'slug', label: 'Slug', synonyms: ['web address', 'url slug'] },
  {
    key: 'status',
    label: 'Status',
    synonyms: ['listing status', 'StandardStatus'],
    hint: 'draft, active (For sale), under_contract, sold or off_market; empty: Draft',
  },
  {
    key: 'property_type',
    label: 'Type',
    synonyms: ['property type', 'PropertyType', 'kind'],
    hint: 'house, condo, land or commercial',
  },
  {
    key: 'price_usd',
    label: 'Price (USD)',
    synonyms: ['price', 'list price', 'ListPrice', 'asking price', 'price usd', 'price $', 'usd'],
  },
  { key: 'bedrooms', label: 'Bedrooms', synonyms: ['beds', 'bed', 'BedroomsTotal', 'br'] },
  { key: 'bathrooms', label: 'Bathrooms', synonyms: ['baths', 'bath', 'BathroomsTotalInteger', 'ba'] },
  {
    key: 'living_area_sqft',
    label: 'Living area (sq ft)',
    synonyms: ['living area', 'LivingArea', 'sqft', 'sq ft', 'square feet', 'floor area', 'size'],
  },
  { key: 'lot_size_sqft', label: 'Lot size (sq ft)', synonyms: ['lot size', 'LotSizeArea', 'lot', 'lot sqft'] },
  { key: 'year_built', label: 'Year built', synonyms: ['built', 'YearBuilt', 'year'] },
  { key: 'area', label: 'Area', synonyms: ['area name', 'area slug', 'neighborhood', 'neighbourhood', 'location'] },
  { key: 'address', label: 'Address', synonyms: ['street address', 'UnparsedAddress'] },
  { key: 'latitude', label: 'Latitude', synonyms: ['lat'] },
  { key: 'longitude', label: 'Longitude', synonyms: ['lng', 'lon', 'long'] },
  { key: 'description', label: 'Description', synonyms: ['remarks', 'PublicRemarks', 'public remarks'] },
  { key: 'features', label: 'Features', synonyms: ['amenities'], hint: 'separated by | or ;' },
  {
    key: 'agent',
    label: 'Agent',
    synonyms: ['agent name', 'agent email', 'agent e-mail', 'listing agent', 'list agent', 'agent slug'],
    hint: 'name, e-mail or slug of an agent on the Team screen',
  },
  { key: 'featured', label: 'Featured', synonyms: ['is featured'], hint: 'yes or no' },
  { key: 'listing_office_name', label: 'Listing office', synonyms: ['office', 'ListOfficeName', 'office name'] },
  // issue 16: the Spanish texts and the foreign-buyer facts
  { key: 'title_es', label: 'Título (en español)', synonyms: ['spanish title', 'title es'] },
  { key: 'description_es', label: 'Descripción (en español)', synonyms: ['spanish description', 'description es'] },
  // issue 43
  {
    key: 'features_es',
    label: 'Características (en español)',
    synonyms: ['spanish features', 'features es'],
    hint: 'separated by | or ;',
  },
  {
    key: 'title_type',
    label: 'Title type',
    synonyms: ['title status', 'land title'],
    hint: 'titled, in_process, possession_rights, community or concession; empty: not stated',
  },
  {
    key: 'foreign_ownership',
    label: 'Foreign ownership',
    synonyms: ['ownership'],
    hint: 'direct (in the buyer’s name) or company (a Honduran company); empty: not stated',
  },
  { key: 'hoa_fee_usd', label: 'HOA fee (USD a month)', synonyms: ['hoa fee', 'hoa', 'AssociationFee'] },
  { key: 'rental_program', label: 'Rental program', synonyms: ['rental management'] },
  { key: 'rental_program_es', label: 'Programa de alquiler (en español)', synonyms: ['spanish rental program'] },
  { key: 'rental_income_usd', label: 'Rental income, 12 months (USD)', synonyms: ['rental income', 'gross rents'] },
  { key: 'rental_occupancy_percent', label: 'Occupancy (%)', synonyms: ['occupancy'] },
  // issue 44: utilities and resilience
  {
    key: 'power_sources',
    label: 'Power',
    synonyms: ['power', 'electricity', 'PowerProductionType'],
    hint: 'grid, solar, generator, battery; several separated by ; or ,',
  },
  {
    key: 'water_sources',
    label: 'Water',
    synonyms: ['water', 'WaterSource'],
    hint: 'municipal, cistern, well, desalination; several separated by ; or ,',
  },
  { key: 'sewer', label: 'Sewer', synonyms: ['Sewer', 'septic'], hint: 'municipal or septic; empty: not stated' },
  {
    key: 'internet',
    label: 'Internet',
    synonyms: ['internet service'],
    hint: 'fibre, fixed_wireless, satellite; several separated by ; or ,',
  },
  {
    key: 'hurricane_standards',
    label: 'Built to hurricane standards',
    synonyms: ['hurricane', 'hurricane standards'],
    hint: 'yes or no; empty: not known',
  },
  { key: 'elevation_m', label: 'Elevation (m above sea level)', synonyms: ['elevation', 'elevation m'] },
  {
    key: 'tour_notice_hours',
    label: 'Tour notice (hours)',
    synonyms: ['tour notice', 'notice hours'],
    hint: 'whole hours from 24 to 336; empty: 24',
  },
  {
    key: 'images',
    label: 'Photos',
    synonyms: ['photos', 'image urls', 'photo urls', 'pictures', 'image', 'photo'],
    hint: 'http(s) addresses or stored paths (properties/…), separated by | or ;',
  },
]

const STATUS_NAMES = new Map<string, PropertyStatus>([
  ...PROPERTY_STATUSES.map((status) => [status, status] as const),
  ...PROPERTY_STATUSES.map((status) => [lookupKey(PROPERTY_STATUS_LABELS[status]), status] as const),
  ['under contract', 'under_contract'],
  ['pending', 'under_contract'],
  ['off market', 'off_market'],
  ['for sale', 'active'],
  ['closed', 'sold'],
])

/** 'For sale', 'active', 'Under Contract' … → the stored status; null when not one of them. */
export function parseStatus(text: string): PropertyStatus | null {
  return STATUS_NAMES.get(lookupKey(text)) ?? null
}

const TYPE_NAMES = new Map<string, PropertyType>([
  ...PROPERTY_TYPES.map((type) => [type, type] as const),
  ...PROPERTY_TYPES.map((type) => [lookupKey(PROPERTY_TYPE_LABELS[type]), type] as const),
  ['houses', 'house'],
  ['villa', 'house'],
  ['home', 'house'],
  ['condos', 'condo'],
  ['condominium', 'condo'],
  ['apartment', 'condo'],
  ['lot', 'land'],
  ['lots', 'land'],
])

export function parsePropertyType(text: string): PropertyType | null {
  return TYPE_NAMES.get(lookupKey(text)) ?? null
}

export const statusMessage = (text: string) =>
  `Status "${text}" is not one of: ${PROPERTY_STATUSES.join(', ')} (or For sale, Under contract, Sold, Off market).`
export const typeMessage = (text: string) => `Type "${text}" is not one of: ${PROPERTY_TYPES.join(', ')}.`

/** A photo is a full http(s) address or a path stored in the property-images bucket. */
export function isPhotoReference(value: string): boolean {
  return /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value) || /^properties\/\S+$/.test(value)
}
