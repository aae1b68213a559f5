// The listing form of the admin (add and edit): one zod schema read by the browser (before sending) and the server
// (400 with field errors, nothing written). Forgiving on purpose: '$450,000', '2.5 baths' and blank lines are fine.
import { z } from 'zod'
import { FOREIGN_OWNERSHIP, TITLE_TYPES } from './buyer-facts'
import { fieldErrors } from './form-errors'
import {
  PROPERTY_STATUSES,
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPES,
  PUBLIC_PROPERTY_STATUSES,
  type PropertyStatus,
} from './property-rules'
import { slugify } from './slug'
import { MAX_NOTICE_HOURS, MIN_NOTICE_HOURS } from './tour-slots'
import {
  INTERNET_KINDS,
  MAX_ELEVATION_M,
  POWER_SOURCES,
  SEWER_KINDS,
  UTILITY_LISTS,
  WATER_SOURCES,
  orderedChoices,
} from './utilities'

/** What a draft (or an off-market listing) needs, and what a listing shown on the site needs. Shown on screen. */
export const DRAFT_REQUIRED_LABELS = ['Title', 'Type'] as const
export const PUBLISH_REQUIRED_LABELS = ['Title', 'Type', 'Price', 'Area', 'Description'] as const

export const MAX_PRICE_USD = 1_000_000_000
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const LISTING_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/

export function isPublicStatus(status: string): boolean {
  return (PUBLIC_PROPERTY_STATUSES as readonly string[]).includes(status)
}

/** '' → null; '$450,000' → 450000; text that is not a number stays text so the schema can say so. */
function toNumberOrNull(value: unknown): unknown {
  if (value == null) return null
  if (typeof value !== 'string') return value
  const cleaned = value.replace(/[$,\s]/g, '').replace(/(sq\.?ft|sqft|ft2)$/i, '')
  if (cleaned === '') return null
  const number = Number(cleaned)
  return Number.isFinite(number) ? number : value
}

function optionalNumber(label: string, { min, max, whole }: { min: number; max: number; whole: boolean }) {
  let number = z
    .number({ error: `${label} must be a number, e.g. ${whole ? Math.max(min, 3) : '2.5'}.` })
    .min(min, `${label} cannot be less than ${min}.`)
    .max(max, `${label} cannot be more than ${max.toLocaleString('en-US')}.`)
  if (whole) number = number.int(`${label} must be a whole number.`)
  return z.preprocess(toNumberOrNull, number.nullable())
}

const optionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z.string().max(max, `${label} can be at most ${max} characters.`),
  )

/** A choice from a list, or '' for "not stated" (null). */
const optionalChoice = <T extends readonly [string, ...string[]]>(choices: T) =>
  z.preprocess(
    (value) => (value === '' || value == null ? null : value),
    z.enum(choices, { error: 'Choose one from the list.' }).nullable(),
  )

/**
 * Several choices of a list (issue 44): an array, or text with the choices separated by commas or semicolons (a CSV
 * cell, "solar; generator"). Kept in the list's order, each once.
 */
const choiceList = <T extends readonly [string, ...string[]]>(choices: T) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,;|]/) : [])
        .map((item) =>
          String(item)
            .trim()
            .toLowerCase()
            .replace(/[\s-]+/g, '_'),
        )
        .filter(Boolean),
    z
      .array(z.enum(choices, { error: `Choose from: ${choices.join(', ')}.` }))
      .transform((values) => orderedChoices(choices, values)),
  )

/** Yes, no or not known (null): a select's 'yes'/'no'/'', or a CSV's yes/no/true/false. */
const yesNoUnknown = z.preprocess(
  (value) => {
    if (value == null || value === '') return null
    const text = String(value).trim().toLowerCase()
    return ['yes', 'true', 'y', '1'].includes(text) ? true : ['no', 'false', 'n', '0'].includes(text) ? false : value
  },
  z.boolean({ error: 'Choose yes, no or not known.' }).nullable(),
)

const optionalId = z.preprocess(
  (value) => (value === '' || value == null ? null : Number(value)),
  z.number({ error: 'Choose one from the list.' }).int().positive().nullable(),
)

/** A list typed one item per line (a leading "- " or "• " is dropped). */
const featureList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(/\r?\n/)
          .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
          .filter(Boolean)
      : [],
  z.array(z.string().max(200, 'Keep each feature under 200 characters.')).max(100, 'At most 100 features.'),
)

export const PropertyFormSchema = z
  .object({
    title: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : ''),
      z
        .string()
        .min(1, 'Enter a title, e.g. "Oceanfront villa in West Bay".')
        .max(200, 'Keep the title under 200 characters.'),
    ),
    // Normalised with the SPEC §1 rule; empty means "make it from the title" (the server does that).
    slug: z.preprocess(
      (value) => (typeof value === 'string' ? slugify(value) : ''),
      z
        .string()
        .max(200, 'Keep the slug under 200 characters.')
        .refine((slug) => slug === '' || SLUG_PATTERN.test(slug)),
    ),
    // Empty means "give it the next free number" (the server does that).
    listingId: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : ''),
      z
        .string()
        .max(40, 'Keep the listing ID under 40 characters.')
        .refine((id) => id === '' || LISTING_ID_PATTERN.test(id), 'Use letters, digits and hyphens, e.g. RR-1042.'),
    ),
    status: z.enum(PROPERTY_STATUSES, { error: 'Choose a status.' }),
    propertyType: z.enum(PROPERTY_TYPES, { error: 'Choose the type of property.' }),
    priceUsd: optionalNumber('Price', { min: 0, max: MAX_PRICE_USD, whole: true }),
    bedrooms: optionalNumber('Bedrooms', { min: 0, max: 100, whole: true }),
    bathrooms: optionalNumber('Bathrooms', { min: 0, max: 99, whole: false }).refine(
      (value) => value == null || Number.isInteger(value * 2),
      'Bathrooms go in halves: 1, 1.5, 2 …',
    ),
    livingAreaSqft: optionalNumber('Living area', { min: 0, max: 10_000_000, whole: true }),
    lotSizeSqft: optionalNumber('Lot size', { min: 0, max: 1_000_000_000, whole: true }),
    yearBuilt: optionalNumber('Year built', { min: 1800, max: new Date().getFullYear() + 5, whole: true }),
    areaId: optionalId,
    address: optionalText(300, 'The address'),
    latitude: optionalNumber('Latitude', { min: -90, max: 90, whole: false }),
    longitude: optionalNumber('Longitude', { min: -180, max: 180, whole: false }),
    description: optionalText(20_000, 'The description'),
    // issue 16: shown on the Spanish site; empty shows the English text with a note
    titleEs: optionalText(200, 'The Spanish title'),
    descriptionEs: optionalText(20_000, 'The Spanish description'),
    features: featureList,
    // issue 43: the features on the Spanish site, one per line ([] shows the English ones with a note)
    featuresEs: featureList,
    agentId: optionalId,
    featured: z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean()),
    listingOfficeName: optionalText(200, 'The listing office name'),
    // issue 16: foreign-buyer facts
    titleType: optionalChoice(TITLE_TYPES),
    foreignOwnership: optionalChoice(FOREIGN_OWNERSHIP),
    hoaFeeUsd: optionalNumber('The HOA fee', { min: 0, max: 1_000_000, whole: true }),
    rentalProgram: optionalText(500, 'The rental program'),
    rentalProgramEs: optionalText(500, 'The Spanish rental program'),
    rentalIncomeUsd: optionalNumber('The rental income', { min: 0, max: MAX_PRICE_USD, whole: true }),
    rentalOccupancyPercent: optionalNumber('The occupancy', { min: 0, max: 100, whole: true }),
    // issue 44: utilities and resilience
    powerSources: choiceList(POWER_SOURCES),
    waterSources: choiceList(WATER_SOURCES),
    sewer: optionalChoice(SEWER_KINDS),
    internet: choiceList(INTERNET_KINDS),
    hurricaneStandards: yesNoUnknown,
    elevationM: optionalNumber('The elevation', { min: 0, max: MAX_ELEVATION_M, whole: true }),
    // issue 44: tours need a day's notice at least; empty keeps that day
    tourNoticeHours: optionalNumber('The tour notice', {
      min: MIN_NOTICE_HOURS,
      max: MAX_NOTICE_HOURS,
      whole: true,
    }).transform((hours) => hours ?? MIN_NOTICE_HOURS),
    /** 'true' while the slug follows the title (not edited by hand); see slugForSave. */
    slugFollowsTitle: z.preprocess((value) => value === 'true' || value === true, z.boolean()),
  })
  .superRefine((value, context) => {
    if (!isPublicStatus(value.status)) return
    // A listing shown on the site needs what a buyer looks for first.
    const missing = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message })
    const shownAs = PROPERTY_STATUS_LABELS[value.status]
    if (!value.priceUsd) missing('priceUsd', `Enter the price to publish as "${shownAs}" (or save as Draft).`)
    if (!value.areaId) missing('areaId', `Choose the area to publish as "${shownAs}" (or save as Draft).`)
    if (value.description === '')
      missing('description', `Write a description to publish as "${shownAs}" (or save as Draft).`)
  })

export type PropertyFormValues = z.infer<typeof PropertyFormSchema>
export type PropertyFormErrors = Partial<Record<keyof PropertyFormValues, string>>

/**
 * The form's checkboxes of a choice list are named `powerSources.solar` and so on (one name each: a form read into an
 * object keeps one value a name); gathered here into the list the schema reads.
 */
export function gatherChoiceLists(input: Record<string, unknown>): Record<string, unknown> {
  const gathered = { ...input }
  for (const [field, { choices }] of Object.entries(UTILITY_LISTS)) {
    if (field in input) continue
    gathered[field] = choices.filter((choice) => {
      const value = input[`${field}.${choice}`]
      return value === 'on' || value === 'true' || value === true
    })
  }
  return gathered
}

export function parsePropertyForm(input: Record<string, unknown>) {
  const parsed = PropertyFormSchema.safeParse(gatherChoiceLists(input))
  return parsed.success
    ? ({ ok: true, values: parsed.data } as const)
    : ({ ok: false, errors: fieldErrors(parsed.error) as PropertyFormErrors } as const)
}

/**
 * The slug rule shown on screen: a slug nobody edited by hand follows the title (SPEC §1 rule); one typed by hand is
 * kept. A slug "follows the title" when it equals slugify(title) (a numeric suffix like -2 counts too).
 */
export function slugFollowsTitle(slug: string, title: string): boolean {
  const fromTitle = slugify(title)
  return slug === '' || slug === fromTitle || new RegExp(`^${escapeRegExp(fromTitle)}-\\d+$`).test(slug)
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The slug to store. Empty → from the title. While the slug follows the title it is the title's (a numeric suffix
 * chosen to avoid a clash is kept); a slug typed by hand is kept as typed. Titles that give no slug use `fallback`.
 */
export function slugForSave(values: Pick<PropertyFormValues, 'slug' | 'title' | 'slugFollowsTitle'>, fallback: string) {
  const fromTitle = slugify(values.title) || slugify(fallback)
  if (values.slug === '') return fromTitle
  if (values.slugFollowsTitle) return slugFollowsTitle(values.slug, values.title) ? values.slug : fromTitle
  return values.slug
}

export const PROPERTY_STATUS_OPTIONS = Object.fromEntries(
  PROPERTY_STATUSES.map((status) => [
    status,
    `${PROPERTY_STATUS_LABELS[status]}${isPublicStatus(status) ? ' (on the site)' : ' (hidden)'}`,
  ]),
) as Record<PropertyStatus, string>

// ---- Images ----

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / 1024 / 1024

export const notAnImageMessage = (name: string) => `"${name}" is not an image we can read (JPEG, PNG, WebP or HEIC).`
export const tooLargeMessage = (name: string) =>
  `"${name}" is larger than ${MAX_IMAGE_MB} MB. Make it smaller and try again.`

export const ImageAddressSchema = z.object({
  address: z
    .string()
    .trim()
    .min(1, 'Paste the address of the image, starting with https://.')
    .max(2000, 'That address is too long.')
    .refine(
      (value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value),
      'Use a full address starting with https:// or http://.',
    ),
})

export const ImageMoveSchema = z.object({
  image: z.string().min(1),
  direction: z.enum(['up', 'down', 'first']),
})

export const ImageDeleteSchema = z.object({ image: z.string().min(1) })

// ---- Bulk status (list screen) ----

export const BulkStatusSchema = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1, 'Tick at least one listing first.').max(500),
  status: z.enum(PROPERTY_STATUSES, { error: 'Choose the new status.' }),
})
