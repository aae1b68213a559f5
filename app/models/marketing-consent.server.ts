// Marketing consent per address: the state machine of SPEC §4 (none → pending → active, none → active,
// active/pending → revoked, revoked → active by a new explicit grant, preference_update re-grant) over
// marketing_consents, with a consent_ledger row per change and the suppression list (SPEC §7 marketing-suppression).
// Design: docs/decisions/009-consent.md.
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import type { Database } from '~/db/client.server'
import { marketingConsents, marketingSuppressions } from '~/db/schema'
import { renderEmail } from '~/email/email-templates.server'
import {
  CONSENT_API,
  CONSENT_INPUT_ERRORS,
  CONSENT_MESSAGES,
  CONSENT_TYPES,
  consentTypeLabels,
  REGIONAL_POLICIES,
  stricterRegion,
  type ConsentStatus,
  type ConsentType,
  type GetPreferencesAnswer,
  type Region,
  type ValidateSendAnswer,
} from '~/lib/consent'
import { CONFIRM_LINK_DAYS, hashConfirmToken } from './consent/confirmation.server'
import { appendLedger, type ConsentEvidence } from './consent/ledger.server'
import { privacyMessages } from '~/i18n/catalogs/privacy'
import { localizePath, type Locale } from '~/i18n/locale'
import { catalogsReady, translator } from '~/i18n/messages'

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
  /** The address is already proven (the signed-in user's own, or a signed link from one of our e-mails). */
  addressProven?: boolean
  /** the language of the page the grant came from: the confirmation e-mail is written in it (issue 16) */
  locale?: Locale
}

export interface GrantResult {
  status: Extract<ConsentStatus, 'pending' | 'active'>
  requiresDoubleOptin: boolean
  region: Region
  message: string
}

/**
 * SPEC §4: a grant makes the consent pending when the region's policy asks for double opt-in and the address is not
 * proven yet (a single-use confirmation link is e-mailed), otherwise active at once. A new explicit, active grant
 * takes the address off the suppression list; a pending one does so only when it is confirmed.
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
  const requiresDoubleOptin = REGIONAL_POLICIES[region].requires_double_optin && !input.addressProven
  const status = requiresDoubleOptin ? 'pending' : 'active'
  const source = input.source ?? 'website'
  const token = requiresDoubleOptin ? randomBytes(32).toString('base64url') : null
  const now = new Date()

  await services.db.transaction(async (tx) => {
    const values = {
      status,
      consentTypes,
      region,
      requiresDoubleOptin,
      source,
      confirmTokenHash: token ? hashConfirmToken(token) : null,
      confirmExpiresAt: token ? new Date(now.getTime() + CONFIRM_LINK_DAYS * 86_400_000) : null,
      confirmedAt: requiresDoubleOptin ? null : now,
      updatedAt: now,
    }
    await tx
      .insert(marketingConsents)
      .values({ email, ...values })
      .onConflictDoUpdate({ target: marketingConsents.email, set: values })
    if (status === 'active') await tx.delete(marketingSuppressions).where(eq(marketingSuppressions.email, email))
    await appendLedger(tx, {
      ...input,
      email,
      event: source === 'preference_update' ? 'preference_update' : status === 'pending' ? 'pending' : 'granted',
      status,
      consentTypes,
      region,
      source,
    })
  })

  if (token) await sendConfirmation(services, email, consentTypes, token, input.locale ?? 'en')
  return {
    status,
    requiresDoubleOptin,
    region,
    message: status === 'pending' ? CONSENT_MESSAGES.pending : CONSENT_MESSAGES.active,
  }
}

async function sendConfirmation(
  services: Pick<AppServices, 'db' | 'outbox' | 'logger' | 'config'>,
  email: string,
  consentTypes: readonly ConsentType[],
  token: string,
  locale: Locale,
) {
  const url = `${services.config.appUrl}${localizePath(CONSENT_API.confirm, locale)}?token=${token}`
  await catalogsReady()
  const spanish = translator(privacyMessages, 'es')
  const labels =
    locale === 'es'
      ? consentTypes.map((type) => spanish(`privacy.consent.type.${type}`))
      : consentTypeLabels(consentTypes)
  await services.outbox.enqueue({
    to: email,
    templateType: 'consent_confirmation',
    ...(await renderEmail(
      services,
      'consent_confirmation',
      {
        url,
        consentTypes: labels.join(', '),
        appUrl: services.config.appUrl,
      },
      locale,
    )),
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
    const values = { status: 'revoked', region, source, confirmTokenHash: null, confirmExpiresAt: null }
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
