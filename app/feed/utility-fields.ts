// Issue 44 item 5: a listing's power, water and sewer from the RESO Data Dictionary fields that carry them, where the
// MLS sends them: Utilities, WaterSource, Sewer, PowerProductionType and Electric (all multi-valued lookups). Values
// arrive as a JSON array (DD 2.0: Collection of Edm.String or of an enum type) or as one comma-separated string
// (Web API 1.x flags); display strings and enum members compare alike, through the server's lookup map. A value the
// site has no word for is passed over (wind power, a spring); a field that is not a list is left out with a warning.
// What the feed sends is the feed's: staff keep the rest (synced-fields.ts). Internet and hurricane standards have no
// RESO field and stay with staff. Pure rules, unit-tested.
import {
  POWER_SOURCES,
  SEWER_KINDS,
  WATER_SOURCES,
  orderedChoices,
  type PowerSource,
  type SewerKind,
  type WaterSource,
} from '~/lib/utilities'
import { lookupKey, type LookupMap } from './lookups'

/** The RESO fields read for utilities (mapping.ts adds them to the fields it reads). */
export const RESO_UTILITY_FIELDS = ['Utilities', 'WaterSource', 'Sewer', 'PowerProductionType', 'Electric'] as const
type ResoUtilityField = (typeof RESO_UTILITY_FIELDS)[number]

/** The listing's utility values the feed owns: only those it sent something the site knows for. */
export interface FeedUtilityValues {
  powerSources?: PowerSource[]
  waterSources?: WaterSource[]
  sewer?: SewerKind
}
export const FEED_UTILITY_FIELDS = [
  'powerSources',
  'waterSources',
  'sewer',
] as const satisfies readonly (keyof FeedUtilityValues)[]

/** Normalised lookup value (lookups.ts) → what it means here, per RESO field (Utilities: read on its own). */
const MEANINGS: Record<
  Exclude<ResoUtilityField, 'Utilities'>,
  Record<string, PowerSource | WaterSource | SewerKind>
> = {
  PowerProductionType: { photovoltaics: 'solar' },
  Electric: {
    generator: 'generator',
    photovoltaicssellerowned: 'solar',
    photovoltaicsthirdpartyowned: 'solar',
    energystoragedevice: 'battery',
  },
  WaterSource: {
    public: 'municipal',
    municipal: 'municipal',
    cistern: 'cistern',
    well: 'well',
    privatewell: 'well',
    sharedwell: 'well',
    // not a Data Dictionary value; island MLSs add it as a local one
    desalination: 'desalination',
  },
  Sewer: {
    publicsewer: 'municipal',
    septictank: 'septic',
    aerobicseptic: 'septic',
    engineeredseptic: 'septic',
    moundseptic: 'septic',
    sharedseptic: 'septic',
    cesspool: 'septic',
    holdingtank: 'septic',
  },
}

/** A multi-valued lookup as sent: an array of strings, one comma-separated string, or nothing (null). */
function listOf(field: ResoUtilityField, value: unknown, warnings: string[]): string[] | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value.split(',')
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[]
  warnings.push(`${field} ${JSON.stringify(value).slice(0, 60)} is not a list of values; it was left out.`)
  return null
}

type UtilityRecord = Partial<Record<ResoUtilityField, unknown>>

export function readUtilityFields(
  record: UtilityRecord,
  lookups: LookupMap | null,
  warnings: string[],
): FeedUtilityValues {
  const keys = (field: ResoUtilityField) =>
    (listOf(field, record[field], warnings) ?? []).map((value) => lookupKey(lookups, field, value))
  const meanings = (field: keyof typeof MEANINGS, sent: string[]) =>
    sent.map((key) => MEANINGS[field][key]).filter((meaning) => meaning !== undefined)
  const utilities = keys('Utilities')
  const power = orderedChoices(POWER_SOURCES, [
    ...(utilities.includes('electricityconnected') ? ['grid'] : []),
    ...meanings('PowerProductionType', keys('PowerProductionType')),
    ...meanings('Electric', keys('Electric')),
  ])
  // WaterSource and Sewer say it best; "Water Connected" and "Sewer Connected" among the Utilities when they are silent
  const water = orderedChoices(WATER_SOURCES, meanings('WaterSource', keys('WaterSource')))
  const sewer = orderedChoices(SEWER_KINDS, meanings('Sewer', keys('Sewer')))
  const values: FeedUtilityValues = {}
  if (power.length > 0) values.powerSources = power
  if (water.length > 0) values.waterSources = water
  else if (record.WaterSource == null && utilities.includes('waterconnected')) values.waterSources = ['municipal']
  // a house on the public sewer that also has a septic tank is on the sewer
  if (sewer.length > 0) values.sewer = sewer[0]
  else if (record.Sewer == null && utilities.includes('sewerconnected')) values.sewer = 'municipal'
  return values
}
