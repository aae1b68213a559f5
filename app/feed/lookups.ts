// Lookup values (RESO Data Dictionary) arrive as display strings ("Active Under Contract") or, from enum-typed
// servers (DD 2.0), as Edm.EnumType members ("ActiveUnderContract"). Both are compared normalised, after translating
// through the server's lookup map (feed_settings.lookup_map, built by lookup-map.server.ts). Pure, unit-tested.

/** Lookup name (and the field names that use it) → { normalised member, legacy or local value → display value }. */
export type LookupMap = Record<string, Record<string, string>>

/** Lower case, letters and digits only: "Active Under Contract", "ActiveUnderContract", "active_under-contract" → one. */
export function normaliseLookup(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/** The lookup fields whose values the site compares; the stored map keeps their lookups only. */
export const LOOKUP_FIELDS = [
  'StandardStatus',
  'PropertyType',
  'PropertySubType',
  'LivingAreaUnits',
  'LotSizeUnits',
  'MediaCategory',
  'OpenHouseStatus',
  'OpenHouseType',
  // issue 44: utilities (utility-fields.ts)
  'Utilities',
  'WaterSource',
  'Sewer',
  'PowerProductionType',
  'Electric',
] as const

// Fields whose lookup goes by another name on some servers (DD 2.0 names the units' lookup AreaUnits).
const LOOKUP_ALIASES: Record<string, string[]> = {
  LivingAreaUnits: ['AreaUnits', 'LivingAreaUnits'],
  LotSizeUnits: ['LotSizeUnits', 'AreaUnits'],
  BuildingAreaUnits: ['AreaUnits'],
}

/**
 * The display value of `value` in the lookup `lookupName` (or a field named so), as the server's map gives it;
 * the value itself (trimmed) when the map does not know it. Compare the result with normaliseLookup.
 */
export function displayValue(map: LookupMap | null | undefined, lookupName: string, value: string): string {
  const trimmed = value.trim()
  if (!map || !trimmed) return trimmed
  const key = normaliseLookup(trimmed)
  for (const name of [lookupName, ...(LOOKUP_ALIASES[lookupName] ?? [])]) {
    const found = map[name]?.[key]
    if (found) return found
  }
  return trimmed
}

/** An enum member's display name when the server gives none: "ActiveUnderContract" → "Active Under Contract". */
export function splitMemberName(member: string): string {
  return member
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The normalised lookup value of a field: translated through the map first, so both forms compare equal. */
export function lookupKey(map: LookupMap | null | undefined, lookupName: string, value: string): string {
  return normaliseLookup(displayValue(map, lookupName, value))
}
