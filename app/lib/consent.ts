// Marketing consent by region: SPEC §3 (consent state, regional policy, consent types, regions), §4 (consent status,
// banner visibility), §8 (messages, fallbacks), §9 (retention, regional notes). Shared by the server, the banner and
// the preferences screen; the HTTP shapes of the SPEC §7 functions live here too.
import { z } from 'zod'
import { DEFAULT_BRAND } from './brand'

export const REGIONS = ['EU', 'EEA', 'UK', 'CA', 'OTHER'] as const
export type Region = (typeof REGIONS)[number]

/** SPEC §3 consent types, in the order the screens list them. */
export const CONSENT_TYPES = [
  { value: 'newsletter', label: 'Newsletter & Updates' },
  { value: 'property_updates', label: 'New Property Listings' },
  { value: 'market_insights', label: 'Market Reports & Insights' },
  { value: 'promotional', label: 'Special Offers & Promotions' },
] as const
export type ConsentType = (typeof CONSENT_TYPES)[number]['value']
export const CONSENT_TYPE_VALUES = CONSENT_TYPES.map((type) => type.value) as [ConsentType, ...ConsentType[]]

/** The label people see for a consent type; an unknown value shows as it is. */
export const consentTypeLabel = (value: string): string =>
  CONSENT_TYPES.find((type) => type.value === value)?.label ?? value

/** The labels of the chosen types, in the order of CONSENT_TYPES. */
export const consentTypeLabels = (chosen: readonly string[]): string[] =>
  CONSENT_TYPES.filter((type) => chosen.includes(type.value)).map((type) => type.label)

/** SPEC §4: none → pending (double opt-in) or active; active → revoked on suppression. */
export const CONSENT_STATUSES = ['none', 'pending', 'active', 'revoked'] as const
export type ConsentStatus = (typeof CONSENT_STATUSES)[number]

/** SPEC §3 regional policy, with the field names of the SPEC §7 answers. */
export interface RegionalPolicy {
  region: Region
  requires_explicit_consent: boolean
  requires_double_optin: boolean
  allows_legitimate_interest: boolean
  data_retention_days: number
  suppression_required: boolean
  cookie_banner_required: boolean
  privacy_policy_required: boolean
  consent_languages: string[]
  withdraw_consent_required: boolean
  data_portability_required: boolean
  right_to_be_forgotten: boolean
}

/** SPEC §9 default data retention. */
export const DEFAULT_RETENTION_DAYS = 1095

const GDPR: Omit<RegionalPolicy, 'region'> = {
  requires_explicit_consent: true,
  // Consent must be provable (Art. 7(1)); confirming by e-mail is how the address owner proves it was them.
  requires_double_optin: true,
  allows_legitimate_interest: false,
  data_retention_days: DEFAULT_RETENTION_DAYS,
  suppression_required: true,
  cookie_banner_required: true,
  privacy_policy_required: true,
  consent_languages: ['en', 'es', 'de', 'fr', 'it', 'nl'],
  withdraw_consent_required: true,
  data_portability_required: true,
  right_to_be_forgotten: true,
}

export const REGIONAL_POLICIES: Record<Region, RegionalPolicy> = {
  EU: { region: 'EU', ...GDPR },
  EEA: { region: 'EEA', ...GDPR, consent_languages: ['en', 'es', 'no', 'is', 'de'] },
  // UK GDPR with PECR: consent for marketing e-mail and for non-essential cookies; confirmation is good practice
  // rather than law, so a single opt-in recorded in the ledger suffices.
  UK: { region: 'UK', ...GDPR, requires_double_optin: false, consent_languages: ['en'] },
  // CASL: express consent with sender identification and a withdrawal mechanism in every message.
  CA: {
    region: 'CA',
    requires_explicit_consent: true,
    requires_double_optin: false,
    allows_legitimate_interest: false,
    data_retention_days: DEFAULT_RETENTION_DAYS,
    suppression_required: true,
    cookie_banner_required: false,
    privacy_policy_required: true,
    consent_languages: ['en', 'fr'],
    withdraw_consent_required: true,
    data_portability_required: false,
    right_to_be_forgotten: false,
  },
  OTHER: {
    region: 'OTHER',
    requires_explicit_consent: false,
    requires_double_optin: false,
    allows_legitimate_interest: true,
    data_retention_days: DEFAULT_RETENTION_DAYS,
    // Unsubscribes are honoured everywhere.
    suppression_required: true,
    cookie_banner_required: false,
    privacy_policy_required: true,
    consent_languages: ['en', 'es'],
    withdraw_consent_required: true,
    data_portability_required: false,
    right_to_be_forgotten: false,
  },
}

/** SPEC §8: when the policy cannot be fetched, the browser acts as if the strictest rules applied. */
export const STRICT_FALLBACK_POLICY: RegionalPolicy = {
  ...REGIONAL_POLICIES.EU,
  region: 'OTHER',
  requires_explicit_consent: true,
  suppression_required: true,
  withdraw_consent_required: true,
}

/** SPEC §9 regional notes, shown beside the consent choices. */
export function regionalNote(region: Region, brand: { name: string; email: string; address: string } = DEFAULT_BRAND) {
  switch (region) {
    case 'EU':
    case 'EEA':
      return `Under the EU General Data Protection Regulation (GDPR) we send marketing only with your explicit consent. You can withdraw it at any time, see the data we hold about you, take it with you, and ask us to erase it.`
    case 'UK':
      return `Under the UK GDPR and the Privacy and Electronic Communications Regulations we send marketing only with your consent. You can withdraw it at any time, see the data we hold about you and ask us to erase it.`
    case 'CA':
      return `${brand.name}, ${brand.address}, ${brand.email}. You may withdraw your consent at any time by using the unsubscribe link in any of our e-mails or by writing to ${brand.email}; we act on it at once and always within 10 business days (CASL).`
    case 'OTHER':
      return `You can change your choices or unsubscribe at any time from the link in any of our e-mails.`
  }
}

// EU member states (ISO 3166-1 alpha-2; Greece also as EL), and the EEA states outside the EU.
const EU_COUNTRIES = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR EL HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
)
const EEA_COUNTRIES = new Set(['IS', 'LI', 'NO'])

/** The region of an ISO country code from the trusted geo header; anything unknown or absent is OTHER (SPEC §8). */
export function regionForCountry(country: string | null | undefined): Region {
  const code = (country ?? '').trim().toUpperCase()
  if (EU_COUNTRIES.has(code)) return 'EU'
  if (EEA_COUNTRIES.has(code)) return 'EEA'
  if (code === 'GB' || code === 'UK') return 'UK'
  if (code === 'CA') return 'CA'
  return 'OTHER'
}

// How much a region's rules ask of a marketing consent: double opt-in, then explicit consent, then neither.
const strictness = (region: Region) =>
  (REGIONAL_POLICIES[region].requires_double_optin ? 2 : 0) +
  (REGIONAL_POLICIES[region].requires_explicit_consent ? 1 : 0)

/**
 * The region whose rules apply to a grant: the one the server detected from the trusted header, unless the region the
 * browser states asks for more (a person may choose stricter rules for themselves, never looser ones).
 */
export function stricterRegion(detected: Region, stated: Region | undefined): Region {
  return stated !== undefined && strictness(stated) > strictness(detected) ? stated : detected
}

/** CONTRACT.md: localhost, loopback IP literals and *.local / *.localhost are local. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '::1' ||
    host === '0:0:0:0:0:0:0:1'
  )
}

/** CONTRACT.md: preview hosts end in one of the PREVIEW_HOSTS suffixes. */
export function isPreviewHost(hostname: string, previewSuffixes: readonly string[]): boolean {
  const host = hostname.toLowerCase()
  return previewSuffixes.some(
    (suffix) => host === suffix.replace(/^\./, '') || host.endsWith(suffix.startsWith('.') ? suffix : `.${suffix}`),
  )
}

/** SPEC §4 banner visibility, the parts the server knows (the browser adds "no prior tracking decision"). */
export function bannerEligible(hostname: string, previewSuffixes: readonly string[], policy: RegionalPolicy): boolean {
  if (isLocalHost(hostname) || isPreviewHost(hostname, previewSuffixes)) return false
  return policy.cookie_banner_required || policy.requires_explicit_consent
}

/** What every page knows of privacy for its request (app/http/privacy-context.server.ts). */
export interface PrivacyContext {
  region: Region
  /** Host and region allow the banner; the browser still checks for an earlier decision. */
  bannerEligible: boolean
  /** SPEC §4: on the production host, or with ?debug=1. */
  trackingEnabled: boolean
}

/** SPEC §8 messages, verbatim. */
export const CONSENT_MESSAGES = {
  explicitConsentRequired: 'Marketing communications require explicit consent in your region.',
  pending: 'Consent recorded successfully. Please check your email to confirm your subscription.',
  active: 'Your marketing preferences have been saved and are active.',
  grantFailed: 'Failed to grant consent',
  revokeFailed: 'Failed to revoke consent',
} as const

/** HTTP paths of the SPEC §7 backend functions and their companions. */
export const CONSENT_API = {
  regionalPolicyCheck: '/api/regional-policy-check',
  marketingConsent: '/api/marketing-consent',
  marketingSuppression: '/api/marketing-suppression',
  marketingCompliance: '/api/marketing-compliance',
  /** SPEC §7 public IP lookup: GET → { ip }, 'unknown' when it cannot tell. */
  ipLookup: '/api/ip',
  /** RFC 8058 one-click unsubscribe target of List-Unsubscribe (POST, token in the query). */
  oneClickUnsubscribe: '/api/unsubscribe',
  /** Double opt-in confirmation link (GET shows a confirm button; POST confirms). */
  confirm: '/preferences/confirm',
} as const

// ---- Request and answer shapes (JSON) ----

export interface MarketingConsentRequest {
  email: string
  consent_types: ConsentType[]
  region?: Region
  ip_address?: string
  user_agent?: string
  /** e.g. banner, preferences, preference_update, footer */
  source?: string
  /** The exact wording shown next to the choices (kept in the ledger as proof). */
  wording?: string
  /** Signed link token from an e-mail: proves the address. */
  token?: string
}
export interface MarketingConsentAnswer {
  success: boolean
  status?: ConsentStatus
  requires_double_optin?: boolean
  message?: string
  error?: string
}

export interface MarketingSuppressionRequest {
  email: string
  reason?: string
  source?: string
  /** The exact wording of the choice the person made (kept in the ledger). */
  wording?: string
  token?: string
}

export interface SubscriptionPreference {
  subscription_type: ConsentType
  status: ConsentStatus
}
export interface GetPreferencesAnswer {
  success: boolean
  consent_status: ConsentStatus
  subscription_preferences: SubscriptionPreference[]
  compliance_metadata: {
    region: Region
    requires_double_optin: boolean
    updated_at: string | null
    suppressed: boolean
  }
  error?: string
}
export interface ValidateSendAnswer {
  success: boolean
  allowed: boolean
  reason?: string
  error?: string
}

// ---- Request schemas (zod), shared by the browser forms and the endpoints ----

/** SPEC §5: consent is saved only when an e-mail is present and at least one type is chosen. */
export const CONSENT_INPUT_ERRORS = {
  email: 'Enter your e-mail address to save your marketing preferences.',
  types: 'Choose at least one kind of e-mail to receive.',
  // issue 39: confirmation e-mails per address and unproven requests per network are limited
  tooMany:
    'Too many confirmation requests for this address or from your network. Please check your inbox for the e-mail we sent, or try again later.',
} as const

const emailField = z
  .string({ message: CONSENT_INPUT_ERRORS.email })
  .trim()
  .toLowerCase()
  .min(1, CONSENT_INPUT_ERRORS.email)
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }))
const shortText = (max: number) => z.string().trim().max(max).optional()
const regionField = z.enum(REGIONS, { message: `Region must be one of ${REGIONS.join(', ')}.` })

export const MarketingConsentRequestSchema = z.object({
  email: emailField,
  consent_types: z
    .array(z.enum(CONSENT_TYPE_VALUES, { message: 'Unknown consent type.' }), {
      message: CONSENT_INPUT_ERRORS.types,
    })
    .min(1, CONSENT_INPUT_ERRORS.types)
    .transform((types) => [...new Set(types)]),
  region: regionField.optional(),
  ip_address: shortText(64),
  user_agent: shortText(512),
  source: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}$/, 'Source is a short lower-case name, e.g. banner.')
    .optional(),
  wording: shortText(4000),
  token: shortText(512),
}) satisfies z.ZodType<MarketingConsentRequest, unknown>

export const MarketingSuppressionRequestSchema = z.object({
  email: emailField,
  reason: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}$/, 'Reason is a short lower-case name, e.g. user_request.')
    .default('user_request'),
  source: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}$/, 'Source is a short lower-case name, e.g. website.')
    .default('website'),
  wording: shortText(4000),
  token: shortText(512),
}) satisfies z.ZodType<MarketingSuppressionRequest, unknown>

export const MarketingComplianceRequestSchema = z.discriminatedUnion(
  'operation',
  [
    z.object({ operation: z.literal('get_preferences'), email: emailField, token: shortText(512) }),
    z.object({
      operation: z.literal('validate_send'),
      email: emailField,
      region: regionField.optional(),
      subscription_type: z.enum(CONSENT_TYPE_VALUES, { message: 'Unknown subscription type.' }),
    }),
  ],
  { message: 'operation must be get_preferences or validate_send.' },
)

export const RegionalPolicyRequestSchema = z.object({ region: regionField })
export interface RegionalPolicyAnswer {
  region: Region
  policy: RegionalPolicy
  note: string
}
