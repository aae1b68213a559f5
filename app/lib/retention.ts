// SPEC §3/§9 data retention per region, as staff set it on Admin → Tools: on or off, and after how many days.
// Defaults come from the regional policy (1095 days everywhere, purge on).
import { z } from 'zod'
import { REGIONAL_POLICIES, REGIONS, type Region } from './consent'

export interface RetentionRule {
  enabled: boolean
  days: number
}
export type RetentionSettings = Record<Region, RetentionRule>

export const MIN_RETENTION_DAYS = 30
export const MAX_RETENTION_DAYS = 3650

export const DEFAULT_RETENTION_SETTINGS: RetentionSettings = Object.fromEntries(
  REGIONS.map((region) => [region, { enabled: true, days: REGIONAL_POLICIES[region].data_retention_days }]),
) as RetentionSettings

const days = z.coerce
  .number({ error: 'Enter a number of days.' })
  .int('Enter a whole number of days.')
  .min(MIN_RETENTION_DAYS, `Keep data at least ${MIN_RETENTION_DAYS} days.`)
  .max(MAX_RETENTION_DAYS, `Keep data at most ${MAX_RETENTION_DAYS} days.`)

const RuleSchema = z.object({ enabled: z.boolean(), days })

/** The stored setting; anything unreadable falls back to the default of its region. */
export function readRetentionSettings(stored: unknown): RetentionSettings {
  const value = (stored ?? {}) as Record<string, unknown>
  return Object.fromEntries(
    REGIONS.map((region) => {
      const parsed = RuleSchema.safeParse(value[region])
      return [region, parsed.success ? parsed.data : DEFAULT_RETENTION_SETTINGS[region]]
    }),
  ) as RetentionSettings
}

/** The Tools form: `<region>-enabled` (a checkbox) and `<region>-days` for every region. */
export function parseRetentionForm(
  form: Record<string, unknown>,
): { ok: true; settings: RetentionSettings } | { ok: false; errors: Partial<Record<Region, string>> } {
  const errors: Partial<Record<Region, string>> = {}
  const settings = {} as RetentionSettings
  for (const region of REGIONS) {
    const parsed = days.safeParse(form[`${region}-days`])
    if (!parsed.success) errors[region] = parsed.error.issues[0]!.message
    else settings[region] = { enabled: form[`${region}-enabled`] === 'on', days: parsed.data }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, settings }
}
