// Issue 44 item 5: utilities and resilience, structured so buyers can filter on them: what powers the house, where its
// water comes from, its sewer and internet, whether it was built to hurricane standards, and how high it stands.
// Shared by the database checks, the property form, the CSV import/export, the listing page and /compare. The labels
// here are the admin's (English); public pages take theirs from the listing catalog.
import type { Locale } from '~/i18n/locale'
import type { ListingTranslate } from './buyer-facts'

export const POWER_SOURCES = ['grid', 'solar', 'generator', 'battery'] as const
export const WATER_SOURCES = ['municipal', 'cistern', 'well', 'desalination'] as const
export const SEWER_KINDS = ['municipal', 'septic'] as const
export const INTERNET_KINDS = ['fibre', 'fixed_wireless', 'satellite'] as const

export type PowerSource = (typeof POWER_SOURCES)[number]
/** What keeps the lights on when the grid goes down: the "Backup power" filter. */
export const BACKUP_POWER: readonly PowerSource[] = ['solar', 'generator', 'battery']
export type WaterSource = (typeof WATER_SOURCES)[number]
export type SewerKind = (typeof SEWER_KINDS)[number]
export type InternetKind = (typeof INTERNET_KINDS)[number]

export const POWER_LABELS: Record<PowerSource, string> = {
  grid: 'Grid (RECO)',
  solar: 'Solar',
  generator: 'Generator',
  battery: 'Battery backup',
}
export const WATER_LABELS: Record<WaterSource, string> = {
  municipal: 'Municipal water',
  cistern: 'Cistern (rainwater)',
  well: 'Well',
  desalination: 'Desalination',
}
export const SEWER_LABELS: Record<SewerKind, string> = { municipal: 'Municipal sewer', septic: 'Septic tank' }
export const INTERNET_LABELS: Record<InternetKind, string> = {
  fibre: 'Fibre',
  fixed_wireless: 'Fixed wireless',
  satellite: 'Satellite',
}

/** The choice lists of the form: field name → its choices and labels. */
export const UTILITY_LISTS = {
  powerSources: { choices: POWER_SOURCES, labels: POWER_LABELS },
  waterSources: { choices: WATER_SOURCES, labels: WATER_LABELS },
  internet: { choices: INTERNET_KINDS, labels: INTERNET_LABELS },
} as const
export type UtilityListField = keyof typeof UTILITY_LISTS

/** The highest point of Roatan is about 270 m; a little room for a typo caught as one. */
export const MAX_ELEVATION_M = 400

export interface UtilityFacts {
  powerSources: string[]
  waterSources: string[]
  sewer: string | null
  internet: string[]
  /** null: not known */
  hurricaneStandards: boolean | null
  elevationM: number | null
  /** issue 44: estimated from the heights staff keep, when they gave the listing no elevation (models/buyer-facts) */
  elevationEstimateM?: number | null
}

const METRES_TO_FEET = 3.28084

/** '12 m (39 ft)'; Spanish pages the same with 'pies'. */
export function elevationText(metres: number, locale: Locale = 'en'): string {
  const feet = Math.round(metres * METRES_TO_FEET).toLocaleString('en-US')
  return locale === 'es' ? `${metres} m (${feet} pies)` : `${metres} m (${feet} ft)`
}

/** Keeps the known choices of a list in their canonical order (a CSV or a form may send them in any order, twice). */
export function orderedChoices<T extends string>(choices: readonly T[], values: readonly string[]): T[] {
  return choices.filter((choice) => values.includes(choice))
}

/** The page's lines, in its language: label and value, only what is stated (for the listing page and /compare). */
export function utilityLines(
  listing: UtilityFacts,
  t: ListingTranslate,
  locale: Locale,
): { key: keyof UtilityFacts; label: string; value: string }[] {
  const list = (values: string[], prefix: 'power' | 'water' | 'internet') =>
    values.length === 0
      ? null
      : values.map((value) => t(`listing.${prefix}.${value}` as Parameters<ListingTranslate>[0])).join(', ')
  const lines: { key: keyof UtilityFacts; label: string; value: string | null }[] = [
    { key: 'powerSources', label: t('listing.utilities.power'), value: list(listing.powerSources, 'power') },
    { key: 'waterSources', label: t('listing.utilities.water'), value: list(listing.waterSources, 'water') },
    {
      key: 'sewer',
      label: t('listing.utilities.sewer'),
      value: listing.sewer ? t(`listing.sewer.${listing.sewer}` as Parameters<ListingTranslate>[0]) : null,
    },
    { key: 'internet', label: t('listing.utilities.internet'), value: list(listing.internet, 'internet') },
    {
      key: 'hurricaneStandards',
      label: t('listing.utilities.hurricane'),
      value:
        listing.hurricaneStandards === null
          ? null
          : t(listing.hurricaneStandards ? 'listing.utilities.yes' : 'listing.utilities.no'),
    },
    {
      key: 'elevationM',
      label: t('listing.utilities.elevation'),
      value:
        listing.elevationM !== null
          ? t('listing.utilities.elevationValue', { height: elevationText(listing.elevationM, locale) })
          : listing.elevationEstimateM != null
            ? t('listing.utilities.elevationEstimate', { height: elevationText(listing.elevationEstimateM, locale) })
            : null,
    },
  ]
  return lines.filter((line): line is { key: keyof UtilityFacts; label: string; value: string } => line.value !== null)
}
