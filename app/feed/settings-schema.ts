// The feed settings form (Admin → RETS): one zod schema for the browser and the server. The client secret is never
// sent back to the browser; an empty secret field keeps the stored one.
import { z } from 'zod'
import { DEFAULT_MLS_DISCLAIMER } from '~/lib/idx-display'
import { fieldErrors } from '~/lib/form-errors'

export const FEED_SCHEDULES = ['off', 'hourly', 'daily'] as const
export type FeedSchedule = (typeof FEED_SCHEDULES)[number]

export const FEED_SCHEDULE_LABELS: Record<FeedSchedule, string> = {
  off: 'Off (sync by hand only)',
  hourly: 'Every hour',
  daily: 'Once a day',
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** https everywhere; plain http only to this machine (a test server on the loopback interface). */
export function isAllowedFeedUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)
}

const feedUrl = (label: string, example: string) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}, e.g. ${example}.`)
    .max(2000, `The ${label} is too long.`)
    .refine(isAllowedFeedUrl, `The ${label} must be a full https:// address, e.g. ${example}.`)
    .transform((value) => value.replace(/\/+$/, ''))

/** A number typed in a form: '2.5' → 2.5, '7,200' → 7200; '' and other text stay as they are, for the messages. */
function formNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const cleaned = value.trim().replace(/,/g, '')
  const number = Number(cleaned)
  return cleaned !== '' && Number.isFinite(number) ? number : value
}
const emptyIsNone = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : formNumber(value))

const REMOVAL_LIMIT_MESSAGE = 'Enter a whole number of percent from 1 to 100, e.g. 10.'
const PER_SECOND_MESSAGE = 'Enter the requests a second as a number above 0 (at most 100), e.g. 2, or leave it empty.'
const PER_HOUR_MESSAGE =
  'Enter the requests an hour as a whole number from 1 to 1,000,000, e.g. 7200, or leave it empty.'

// Issue 40: the safety catch's limit and the provider's limits. Absent (a form of an older page) keeps what is
// stored; an empty rate means none.
const ProviderLimitsSchema = {
  removalLimitPercent: z
    .preprocess(
      formNumber,
      z
        .number({ error: REMOVAL_LIMIT_MESSAGE })
        .int(REMOVAL_LIMIT_MESSAGE)
        .min(1, REMOVAL_LIMIT_MESSAGE)
        .max(100, REMOVAL_LIMIT_MESSAGE),
    )
    .optional(),
  requestsPerSecond: z
    .preprocess(
      emptyIsNone,
      z.number({ error: PER_SECOND_MESSAGE }).gt(0, PER_SECOND_MESSAGE).max(100, PER_SECOND_MESSAGE).nullable(),
    )
    .optional(),
  requestsPerHour: z
    .preprocess(
      emptyIsNone,
      z
        .number({ error: PER_HOUR_MESSAGE })
        .int(PER_HOUR_MESSAGE)
        .min(1, PER_HOUR_MESSAGE)
        .max(1_000_000, PER_HOUR_MESSAGE)
        .nullable(),
    )
    .optional(),
}

/** A path on this site ('/storage/…'), not a protocol-relative address ('//host/…'). */
export const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//')

export const MLS_DISCLAIMER_MAX = 1000
const LOGO_ADDRESS_MESSAGE =
  'Enter the full https:// address of the MLS’s logo image, e.g. https://mls.example/logo.png, or leave it empty for no logo.'

// Issue 40 item 11: the MLS's words and logo on feed listings' pages (mls-logo.server.ts keeps a copy of the logo).
// Absent (a form of an older page) keeps what is stored.
const IdxDisplaySchema = {
  // Empty gives back the default text.
  disclaimer: z
    .string()
    .trim()
    .max(MLS_DISCLAIMER_MAX, {
      error: (issue) =>
        `The MLS disclaimer is too long: ${String(issue.input).length.toLocaleString('en')} characters, at most ${MLS_DISCLAIMER_MAX.toLocaleString('en')}.`,
    })
    .transform((value) => value || DEFAULT_MLS_DISCLAIMER)
    .optional(),
  // Empty removes the logo; the address of our stored copy (a path on this site, or in storage) keeps it.
  mlsLogoUrl: z
    .string()
    .trim()
    .max(2000, LOGO_ADDRESS_MESSAGE)
    .refine((value) => value === '' || isSitePath(value) || isAllowedFeedUrl(value), LOGO_ADDRESS_MESSAGE)
    .optional(),
}

export const FeedSettingsSchema = z.object({
  endpointUrl: feedUrl('Web API address', 'https://api.mls.example/odata'),
  tokenUrl: feedUrl('token address', 'https://api.mls.example/oauth2/token'),
  clientId: z
    .string({ error: 'Enter the client ID.' })
    .trim()
    .min(1, 'Enter the client ID the MLS gave you.')
    .max(500, 'The client ID is too long.'),
  // Empty keeps the stored secret.
  clientSecret: z.string().trim().max(2000, 'The client secret is too long.').default(''),
  originatingSystem: z
    .string()
    .trim()
    .max(200, 'The originating system name is too long.')
    .refine((value) => !value.includes("'"), 'The originating system name cannot contain quotes.')
    .default(''),
  schedule: z.enum(FEED_SCHEDULES, { error: 'Choose how often to sync.' }),
  ...ProviderLimitsSchema,
  ...IdxDisplaySchema,
})

export type FeedSettingsInput = z.infer<typeof FeedSettingsSchema>
export type FeedSettingsErrors = Partial<Record<keyof FeedSettingsInput, string>>

export function parseFeedSettingsForm(input: Record<string, unknown>) {
  const parsed = FeedSettingsSchema.safeParse(input)
  return parsed.success
    ? ({ ok: true, values: parsed.data } as const)
    : ({ ok: false, errors: fieldErrors(parsed.error) as FeedSettingsErrors } as const)
}

/** What the screen shows of a stored secret: its last four characters only. */
export function maskSecret(secret: string): string {
  if (!secret) return ''
  return secret.length > 8 ? `••••${secret.slice(-4)}` : '••••'
}
