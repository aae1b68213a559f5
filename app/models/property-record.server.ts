// A listing's editable record: its columns, read by the edit screen and compared by the importer, and the form's
// values as those columns, written by the staff form (admin-property.server.ts) and the import (import/properties.ts).
import { properties } from '~/db/schema'
import type { PropertyFormValues } from '~/lib/property-form-schema'

/** Issue 44: a listing's utilities and resilience (lib/utilities.ts UtilityFacts), as its columns. */
export const UTILITY_COLUMNS = {
  powerSources: properties.powerSources,
  waterSources: properties.waterSources,
  sewer: properties.sewer,
  internet: properties.internet,
  hurricaneStandards: properties.hurricaneStandards,
  elevationM: properties.elevationM,
}

export const PROPERTY_RECORD_COLUMNS = {
  listingId: properties.listingId,
  slug: properties.slug,
  title: properties.title,
  status: properties.status,
  propertyType: properties.propertyType,
  priceUsd: properties.priceUsd,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  livingAreaSqft: properties.livingAreaSqft,
  lotSizeSqft: properties.lotSizeSqft,
  yearBuilt: properties.yearBuilt,
  areaId: properties.areaId,
  address: properties.address,
  latitude: properties.latitude,
  longitude: properties.longitude,
  description: properties.description,
  features: properties.features,
  featuresEs: properties.featuresEs,
  images: properties.images,
  agentId: properties.agentId,
  featured: properties.featured,
  listingOfficeName: properties.listingOfficeName,
  titleEs: properties.titleEs,
  descriptionEs: properties.descriptionEs,
  titleType: properties.titleType,
  foreignOwnership: properties.foreignOwnership,
  hoaFeeUsd: properties.hoaFeeUsd,
  rentalProgram: properties.rentalProgram,
  rentalProgramEs: properties.rentalProgramEs,
  rentalIncomeUsd: properties.rentalIncomeUsd,
  rentalOccupancyPercent: properties.rentalOccupancyPercent,
  ...UTILITY_COLUMNS,
  // issue 44: the notice a tour of it needs
  tourNoticeHours: properties.tourNoticeHours,
}

/**
 * The record's columns from the form's values. Each writer adds the rest by its own rule: the listing id and slug
 * (the form numbers a new listing and refuses a clash; the import matches rows on the id and may pick a free slug),
 * and the photos (the edit screen keeps them in their own list; an imported row may carry them).
 */
export function propertyRecordFields(values: PropertyFormValues) {
  return {
    title: values.title,
    status: values.status,
    propertyType: values.propertyType,
    priceUsd: values.priceUsd ?? 0,
    bedrooms: values.bedrooms ?? 0,
    bathrooms: values.bathrooms ?? 0,
    livingAreaSqft: values.livingAreaSqft,
    lotSizeSqft: values.lotSizeSqft,
    yearBuilt: values.yearBuilt,
    areaId: values.areaId,
    address: values.address,
    latitude: values.latitude,
    longitude: values.longitude,
    description: values.description,
    features: values.features,
    featuresEs: values.featuresEs,
    agentId: values.agentId,
    featured: values.featured,
    listingOfficeName: values.listingOfficeName || null,
    titleEs: values.titleEs,
    descriptionEs: values.descriptionEs,
    titleType: values.titleType,
    foreignOwnership: values.foreignOwnership,
    hoaFeeUsd: values.hoaFeeUsd,
    rentalProgram: values.rentalProgram,
    rentalProgramEs: values.rentalProgramEs,
    rentalIncomeUsd: values.rentalIncomeUsd,
    rentalOccupancyPercent: values.rentalOccupancyPercent,
    powerSources: values.powerSources,
    waterSources: values.waterSources,
    sewer: values.sewer,
    internet: values.internet,
    hurricaneStandards: values.hurricaneStandards,
    elevationM: values.elevationM,
    tourNoticeHours: values.tourNoticeHours,
  } satisfies Partial<typeof properties.$inferInsert>
}
