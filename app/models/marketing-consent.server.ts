// Marketing consent per address: the state machine of SPEC §4 (none → pending → active, none → active,
// active/pending → revoked, revoked → active by a new explicit grant, preference_update re-grant) over
// marketing_consents, with a consent_ledger row per change and the suppression list (SPEC §7 marketing-suppression).
// Design: docs/decisions/009-consent.md.
import { eq, sql } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import type { Database } from '~/db/client.server'
import { marketingConsents, marketingSuppressions } from '~/db/schema'
import {
  CONSENT_INPUT_ERRORS,
  CONSENT_MESSAGES,
  CONSENT_TYPES,
  stricterRegion,
  type ConsentStatus,
  type ConsentType,
  type GetPreferencesAnswer,
  type Region,
  type ValidateSendAnswer,
} from '~/lib/consent'
import type { Locale } from '~/i18n/locale'
import { appendLedger, type ConsentEvidence } from './consent/ledger.server'
import { requestConsent } from './consent/request.server'

/** SPEC §5 refused: answered as a 400 with this message. */
export class ConsentInputError extends Error {}

const normalise = (email: string) => email.trim().toLowerCase()

export interface GrantInput extends ConsentEvidence {
  email: string
  consentTypes: readonly ConsentType[]
  /** From the trusted geo header (server side). */
  detectedRegion: Region
  /** What the browser says; it may only make the rules stricter. */
  statedRegion?: Region
  /** banner, preferences, preference_update, … (default website) */
  source?: string
  /**
   * The address is proven: the signed-in user's own, or a signed link from one of our e-mails. Only then does a grant
   * set the address's choices; without proof it only asks to add types, and the owner confirms by e-mail.
   */
  addressProven?: boolean
  /** the language of the page the grant came from: the confirmation e-mail is written in it (issue 16) */
  locale?: Locale
  /** The client address the server saw (never one the browser states): unproven requests are limited per network. */
  requesterIp?: string
}

export interface GrantResult {
  status: Extract<ConsentStatus, 'pending' | 'active'>
  requiresDoubleOptin: boolean
  region: Region
  message: string
}

/**
 * SPEC §4 grant. The owner of a proven address sets its choices: active at once, types replaced, off the suppression
 * list. Anyone else only asks to add types (issue 39, consent/request.server.ts), and the answer to such a request is
 * the same whatever the address held.
 */
export async function grantConsent(
  services: Pick<AppServices, 'db' | 'outbox' | 'logger' | 'config'>,
  input: GrantInput,
): Promise<GrantResult> {
  const email = normalise(input.email)
  // SPEC §5: saved only with an e-mail and at least one type.
  if (!email) throw new ConsentInputError(CONSENT_INPUT_ERRORS.email)
  const consentTypes = [...new Set(input.consentTypes)]
  if (consentTypes.length === 0) throw new ConsentInputError(CONSENT_INPUT_ERRORS.types)
  const region = stricterRegion(input.detectedRegion, input.statedRegion)
  const grant = { ...input, email, consentTypes, region, source: input.source ?? 'website' }
  if (input.addressProven) {
    await grantProven(services.db, grant)
    return { status: 'active', requiresDoubleOptin: false, region, message: CONSENT_MESSAGES.active }
  }
  await requestConsent(services, grant)
  return { status: 'pending', requiresDoubleOptin: true, region, message: CONSENT_MESSAGES.pending }
}

type CheckedGrant = GrantInput & { email: string; consentTypes: ConsentType[]; region: Region; source: string }

async function grantProven(db: Database, input: CheckedGrant) {
  const { email, consentTypes, region, source } = input
  await db.transaction(async (tx) => {
    const values = {
      status: 'active',
      consentTypes,
      region,
      requiresDoubleOptin: false,
      source,
      // whatever waited for a confirmation is settled by the owner's own choice
      requestedTypes: null,
      confirmTokenHash: null,
      confirmExpiresAt: null,
      confirmedAt: new Date(),
      updatedAt: new Date(),
    }
    await tx
      .insert(marketingConsents)
      .values({ email, ...values })
      .onConflictDoUpdate({ target: marketingConsents.email, set: values })
    await tx.delete(marketingSuppressions).where(eq(marketingSuppressions.email, email))
    await appendLedger(tx, {
      ...input,
      event: source === 'preference_update' ? 'preference_update' : 'granted',
      status: 'active',
    })
  })
}

export interface SuppressInput extends ConsentEvidence {
  email: string
  /** default user_request (SPEC §7) */
  reason?: string
  /** default website (SPEC §7) */
  source?: string
  /** Region of an address we hold no consent for. */
  detectedRegion: Region
  /** 'unsubscribed' for a link or List-Unsubscribe from one of our e-mails. */
  event?: 'revoked' | 'unsubscribed'
}

/** SPEC §4 active (or pending) → revoked, and the address goes on the suppression list, at once. */
export async function suppress(db: Database, input: SuppressInput) {
  const email = normalise(input.email)
  if (!email) throw new ConsentInputError(CONSENT_INPUT_ERRORS.email)
  const reason = input.reason ?? 'user_request'
  const source = input.source ?? 'website'
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(marketingConsents).where(eq(marketingConsents.email, email)).for('update')
    const region = (current?.region as Region | undefined) ?? input.detectedRegion
    const consentTypes = (current?.consentTypes ?? []) as ConsentType[]
    // The types stay on the row as what was withdrawn; an outstanding confirmation link stops working.
    const values = {
      status: 'revoked',
      region,
      source,
      requestedTypes: null,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    }
    await tx
      .insert(marketingConsents)
      .values({ email, ...values })
      .onConflictDoUpdate({ target: marketingConsents.email, set: { ...values, updatedAt: sql`now()` } })
    await tx
      .insert(marketingSuppressions)
      .values({ email, reason, source })
      .onConflictDoUpdate({ target: marketingSuppressions.email, set: { reason, source } })
    await appendLedger(tx, {
      ...input,
      email,
      event: input.event ?? 'revoked',
      status: 'revoked',
      consentTypes,
      region,
      source,
      reason,
    })
  })
}

async function readState(db: Database, email: string) {
  const [[consent], [suppression]] = await Promise.all([
    db.select().from(marketingConsents).where(eq(marketingConsents.email, email)),
    db.select().from(marketingSuppressions).where(eq(marketingSuppressions.email, email)),
  ])
  return { consent, suppression }
}

/** SPEC §7 marketing-compliance get_preferences: each type with its status, the region and the overall status. */
export async function getPreferences(db: Database, rawEmail: string): Promise<GetPreferencesAnswer> {
  const email = normalise(rawEmail)
  const { consent, suppression } = await readState(db, email)
  const status = (consent?.status as ConsentStatus | undefined) ?? 'none'
  const chosen = (consent?.consentTypes ?? []) as ConsentType[]
  return {
    success: true,
    consent_status: status,
    subscription_preferences: CONSENT_TYPES.map(({ value }) => ({
      subscription_type: value,
      status: chosen.includes(value) ? status : 'none',
    })),
    compliance_metadata: {
      region: (consent?.region as Region | undefined) ?? 'OTHER',
      requires_double_optin: consent?.requiresDoubleOptin ?? false,
      updated_at: consent?.updatedAt.toISOString() ?? null,
      suppressed: Boolean(suppression),
    },
  }
}

export interface ValidateSendInput {
  email: string
  /** The recipient's region as the sender knows it; consent is required in every region, so it never loosens. */
  region?: Region
  subscription_type: ConsentType
}

/**
 * SPEC §7 validate_send: allowed only for an active consent that includes the type and an address not suppressed.
 * Legitimate interest is not used for marketing e-mail anywhere, so the region never allows a send without consent.
 */
export async function validateSend(db: Database, input: ValidateSendInput): Promise<ValidateSendAnswer> {
  const { consent, suppression } = await readState(db, normalise(input.email))
  const refuse = (reason: string): ValidateSendAnswer => ({ success: true, allowed: false, reason })
  if (suppression) return refuse('suppressed')
  if (!consent || consent.status === 'none') return refuse('none')
  if (consent.status === 'pending') return refuse('pending')
  if (consent.status === 'revoked') return refuse('revoked')
  if (!(consent.consentTypes as string[]).includes(input.subscription_type)) return refuse('type_not_consented')
  return { success: true, allowed: true }
}

/** Whether alerts can be e-mailed to this address now (active consent that includes New Property Listings). */
export async function canEmailAlerts(db: Database, email: string) {
  return (await validateSend(db, { email, subscription_type: 'property_updates' })).allowed
}
