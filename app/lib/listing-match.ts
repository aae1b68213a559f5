// Whether a listing matches a /properties search's structured filters, in memory: the same rules as the search's
// SQL (models/property.server.ts searchConditions), for the alert job that checks thousands of saved searches against
// the listings that changed. Free text is left to the database (textConditions), which alone knows its stemming.
import { effectiveOwnership } from './buyer-facts'
import { BACKUP_POWER, type PowerSource } from './utilities'
import { PUBLIC_PROPERTY_STATUSES } from './property-rules'
import type { PropertySearch } from './property-search'

export interface MatchableListing {
  id: number
  status: string
  propertyType: string
  priceUsd: number
  bedrooms: number
  bathrooms: number
  areaSlug: string | null
  agentSlug: string | null
  titleType: string | null
  foreignOwnership: string | null
  lotSizeSqft: number | null
  rentalIncomeUsd: number | null
  powerSources: string[]
  internet: string[]
  hurricaneStandards: boolean | null
  /** issue 40: an open house this week at the time of matching (models/open-houses.server.ts) */
  openHouseThisWeek?: boolean
}

export function matchesStructuredFilters(listing: MatchableListing, filters: PropertySearch): boolean {
  const statuses = filters.status.filter((status) => (PUBLIC_PROPERTY_STATUSES as readonly string[]).includes(status))
  const allowed: readonly string[] = statuses.length > 0 ? statuses : PUBLIC_PROPERTY_STATUSES
  if (!allowed.includes(listing.status)) return false
  if (filters.area && listing.areaSlug !== filters.area) return false
  if (filters.agent && listing.agentSlug !== filters.agent) return false
  if (filters.type && listing.propertyType !== filters.type) return false
  if (filters.minPrice !== undefined && listing.priceUsd < filters.minPrice) return false
  if (filters.maxPrice !== undefined && listing.priceUsd > filters.maxPrice) return false
  if (filters.beds && listing.bedrooms < filters.beds) return false
  if (filters.baths && listing.bathrooms < filters.baths) return false
  if (filters.titled && listing.titleType !== 'titled') return false
  if (filters.directOwnership && effectiveOwnership(listing).value !== 'direct') return false
  if (filters.rentalHistory && listing.rentalIncomeUsd === null) return false
  if (filters.backupPower && !listing.powerSources.some((source) => BACKUP_POWER.includes(source as PowerSource)))
    return false
  if (filters.fibre && !listing.internet.includes('fibre')) return false
  if (filters.hurricaneStandards && listing.hurricaneStandards !== true) return false
  if (filters.openHouse && !listing.openHouseThisWeek) return false
  return true
}
