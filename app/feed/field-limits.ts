// What an optional feed value may be before it is stored (issue 40 items 5 and 8): what its column holds
// (app/db/schema.ts, properties) and what is plausible for a listing in the Bay Islands. A value outside is left out
// with a warning on the run; the listing itself is kept. Pure rules, unit-tested.

/** The largest value of an integer (int4) column. */
export const INT4_MAX = 2_147_483_647

export const FIELD_LIMITS = {
  // bedrooms: integer, 0 when not stated
  BedroomsTotal: { min: 0, max: 99 },
  // bathrooms: numeric(3,1), below 100
  BathroomsTotalInteger: { min: 0, max: 99 },
  // living_area_sqft: integer; a million square feet is far beyond any building offered here
  LivingArea: { min: 0, max: 1_000_000 },
  // lot_size_sqft: integer, about 49,300 acres at most
  LotSizeArea: { min: 0, max: INT4_MAX },
} as const

/** Where a map position can be: the Bay Islands of Honduras with a wide margin (docs/decisions/010-listing-feed.md). */
export const BAY_ISLANDS_BOX = { south: 15.5, north: 17.0, west: -87.5, east: -85.0 } as const

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 6 })

/** A number a record gives for `field`, or null: absent, not a number, or outside its limits (with a warning). */
export function limitedNumber(
  field: keyof typeof FIELD_LIMITS,
  value: unknown,
  warnings: string[],
  toStored: (value: number) => number = (same) => same,
  unit = '',
): number | null {
  if (value === null || value === undefined) return null
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    warnings.push(`${field} "${String(value)}" is not a number; it was left out.`)
    return null
  }
  const stored = toStored(value)
  const { min, max } = FIELD_LIMITS[field]
  if (stored < min || stored > max) {
    const shown = stored === value ? number(value) : `${number(value)} (${number(stored)}${unit})`
    warnings.push(
      stored < min
        ? `${field} ${shown} is below ${number(min)}${unit}; it was left out.`
        : `${field} ${shown} is more than the site can hold (at most ${number(max)}${unit}); it was left out.`,
    )
    return null
  }
  return stored
}

/** A position to pin on the map, or none: 0/0 and places far from the Bay Islands mean the MLS does not know it. */
export function usablePosition(
  latitude: unknown,
  longitude: unknown,
  warnings: string[],
): { latitude: number | null; longitude: number | null } {
  const none = { latitude: null, longitude: null }
  if ((latitude === null || latitude === undefined) && (longitude === null || longitude === undefined)) return none
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !Number.isFinite(latitude + longitude)) {
    warnings.push(
      `Latitude and Longitude ("${String(latitude)}", "${String(longitude)}") are not a position; the listing has no map pin.`,
    )
    return none
  }
  const box = BAY_ISLANDS_BOX
  const where = `Latitude and Longitude (${number(latitude)}, ${number(longitude)})`
  if (Math.abs(latitude) < 0.001 && Math.abs(longitude) < 0.001) {
    warnings.push(`${where} mean "unknown"; the listing has no map pin.`)
    return none
  }
  if (latitude < box.south || latitude > box.north || longitude < box.west || longitude > box.east) {
    warnings.push(`${where} are far outside the Bay Islands; the listing has no map pin.`)
    return none
  }
  return { latitude, longitude }
}

/** Optional text: a string as sent, null when absent; anything else is left out with a warning. */
export function optionalText(field: string, value: unknown, warnings: string[]): string | null {
  if (value === null || value === undefined || typeof value === 'string') return value ?? null
  warnings.push(`${field} is not text; it was left out.`)
  return null
}
