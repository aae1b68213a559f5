// Issue 39: what a request without proof of the address may do. It only asks to add types: nothing the address has
// chosen changes, no type goes, no suppression is lifted. The types wait on the consent row, and the owner confirms
// them with the single-use link e-mailed to the address (confirmation.server.ts, docs/decisions/009-consent.md).
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import { marketingConsents } from '~/db/schema'
import { renderEmail } from '~/mail/email-templates.server'
import { privacyMessages } from '~/i18n/catalogs/privacy'
import { localizePath, type Locale } from '~/i18n/locale'
import { catalogsReady, translator } from '~/i18n/messages'
import {
  CONSENT_API,
  CONSENT_INPUT_ERRORS,
  CONSENT_TYPE_VALUES,
  consentTypeLabels,
  type ConsentStatus,
  type ConsentType,
  type Region,
} from '~/lib/consent'
import { mailboxKey } from '~/lib/mailbox-key'
import { networkKey } from '~/lib/network-key'
import { takeRateLimit } from '~/auth/rate-limit.server'
import { CONFIRM_LINK_DAYS, hashConfirmToken } from './confirmation.server'
import { appendLedger, type ConsentEvidence } from './ledger.server'

/**
 * Confirmation e-mails to one address a day, and unproven requests from one network an hour (issue 39); the network's
 * count is CONSENT_REQUESTS_PER_NETWORK (an office or a test run behind one address may need more).
 */
export const CONSENT_REQUEST_LIMITS = {
  perAddress: { name: 'consent-request:email', max: 3, windowSeconds: 24 * 60 * 60 },
  perNetwork: { name: 'consent-request:network', windowSeconds: 60 * 60 },
} as const

/** Answered as a 429: too many confirmation e-mails for the address, or requests from the network. */
export class ConsentRateLimitError extends Error {
  constructor() {
    super(CONSENT_INPUT_ERRORS.tooMany)
  }
}

export interface ConsentRequest extends ConsentEvidence {
  /** lower-case */
  email: string
  consentTypes: readonly ConsentType[]
  region: Region
  source: string
  locale?: Locale
  /** The client address the server saw (never one the browser states). */
  requesterIp?: string
}

/** In the order the screens list them. */
const inOrder = (types: Iterable<string>): ConsentType[] => {
  const chosen = new Set(types)
  return CONSENT_TYPE_VALUES.filter((type) => chosen.has(type))
}

/** Records the types as waiting and e-mails the link; nothing is sent when everything asked for is given already. */
export async function requestConsent(
  services: Pick<AppServices, 'db' | 'outbox' | 'logger' | 'config'>,
  input: ConsentRequest,
) {
  const { db } = services
  const { email, region, source } = input
  const [addressAllowed, networkAllowed] = await Promise.all([
    // one inbox, however its address is spelled (victim+1@, v.ictim@gmail.com)
    takeRateLimit(db, CONSENT_REQUEST_LIMITS.perAddress, mailboxKey(email)),
    input.requesterIp && input.requesterIp !== 'unknown'
      ? takeRateLimit(
          db,
          { ...CONSENT_REQUEST_LIMITS.perNetwork, max: services.config.consentRequestsPerNetwork },
          networkKey(input.requesterIp),
        )
      : true,
  ])
  if (!addressAllowed || !networkAllowed) throw new ConsentRateLimitError()

  const token = randomBytes(32).toString('base64url')
  const asked = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(marketingConsents).where(eq(marketingConsents.email, email)).for('update')
    const status = (current?.status ?? 'none') as ConsentStatus
    const held = status === 'active' ? (current?.consentTypes ?? []) : []
    const stillWaiting =
      current?.confirmExpiresAt && current.confirmExpiresAt > new Date() ? current.requestedTypes : null
    const requested = inOrder([...(stillWaiting ?? []), ...input.consentTypes].filter((type) => !held.includes(type)))
    // Everything asked for is already given: nothing to confirm, and the answer does not say so.
    if (requested.length === 0) return null
    const waiting = {
      requestedTypes: requested,
      confirmTokenHash: hashConfirmToken(token),
      confirmExpiresAt: new Date(Date.now() + CONFIRM_LINK_DAYS * 86_400_000),
      updatedAt: new Date(),
    }
    // An address with no consent yet shows as pending (SPEC §4 none → pending); an active or revoked one keeps its
    // status, types, region and suppression until the owner confirms.
    const settled = status === 'active' || status === 'revoked'
    const values = settled
      ? waiting
      : { ...waiting, status: 'pending', consentTypes: requested, region, requiresDoubleOptin: true, source }
    await tx
      .insert(marketingConsents)
      .values({
        email,
        status: 'pending',
        consentTypes: requested,
        region,
        requiresDoubleOptin: true,
        source,
        ...waiting,
      })
      .onConflictDoUpdate({ target: marketingConsents.email, set: values })
    await appendLedger(tx, {
      ...input,
      event: settled ? 'requested' : 'pending',
      status: settled ? status : 'pending',
      consentTypes: requested,
      region: settled ? ((current?.region as Region | undefined) ?? region) : region,
    })
    return requested
  })
  if (asked) await sendConfirmation(services, email, asked, token, input.locale ?? 'en')
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
