// Listing vocabulary shared by the database checks, forms and filters.
export const PROPERTY_STATUSES = ['draft', 'active', 'under_contract', 'sold', 'off_market'] as const
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number]

// Only these states appear on the public site.
export const PUBLIC_PROPERTY_STATUSES = [
  'active',
  'under_contract',
  'sold',
] as const satisfies readonly PropertyStatus[]
export type PublicPropertyStatus = (typeof PUBLIC_PROPERTY_STATUSES)[number]

export const PROPERTY_TYPES = ['house', 'condo', 'land', 'commercial'] as const
export type PropertyType = (typeof PROPERTY_TYPES)[number]

export const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = {
  draft: 'Draft',
  active: 'For sale',
  under_contract: 'Under contract',
  sold: 'Sold',
  off_market: 'Off market',
}

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  house: 'House',
  condo: 'Condo',
  land: 'Land',
  commercial: 'Commercial',
}

/** Listings per page on /properties. */
export const PROPERTY_PAGE_SIZE = 24

/** The map view marks at most this many results (in the chosen order). */
export const MAP_PIN_LIMIT = 500
