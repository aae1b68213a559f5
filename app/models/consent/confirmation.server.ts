// Double opt-in (docs/decisions/009-consent.md): the single-use link e-mailed for types a request asked to add. Reading a
// link's state changes nothing (mail scanners open links); only confirmConsent, from the page's POST, does.
import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { marketingConsents, marketingSuppressions } from '~/db/schema'
import { CONSENT_TYPE_VALUES, type ConsentType, type Region } from '~/lib/consent'
import { appendLedger, type ConsentEvidence } from './ledger.server'

/** A confirmation link lives this long. */
export const CONFIRM_LINK_DAYS = 7

/** Only this hash is stored: a copy of the database cannot confirm anyone. */
export const hashConfirmToken = (token: string) => createHash('sha256').update(token).digest('hex')

export type ConfirmProblem = 'invalid' | 'expired' | 'used'

/** What a link would do now, without doing it. */
export async function confirmationLinkState(db: Database, token: string): Promise<'ready' | ConfirmProblem> {
  if (!token) return 'invalid'
  const [row] = await db
    .select({ requested: marketingConsents.requestedTypes, expiresAt: marketingConsents.confirmExpiresAt })
    .from(marketingConsents)
    .where(eq(marketingConsents.confirmTokenHash, hashConfirmToken(token)))
  return linkProblem(row) ?? 'ready'
}

/** A link's row: unknown, its request already confirmed, or past its time; undefined when it can be used. */
function linkProblem(row: { requested: string[] | null; expiresAt: Date | null } | undefined) {
  if (!row) return 'invalid' as const
  if (!row.requested) return 'used' as const
  return row.expiresAt && row.expiresAt > new Date() ? undefined : ('expired' as const)
}

export type ConfirmResult =
  { ok: true; email: string; consentTypes: ConsentType[] } | { ok: false; problem: ConfirmProblem }

/**
 * Double opt-in: the link's token, once, within CONFIRM_LINK_DAYS, makes the consent active with the types the
 * request asked for, added to those already active (issue 39: a request never removes a type), and takes the address
 * off the suppression list: the owner has shown it is theirs.
 */
export async function confirmConsent(
  db: Database,
  token: string,
  evidence: ConsentEvidence = {},
): Promise<ConfirmResult> {
  if (!token) return { ok: false, problem: 'invalid' }
  const hash = hashConfirmToken(token)
  return db.transaction(async (tx) => {
    // Locked, so two clicks at once confirm only once: the second finds the request settled.
    const [row] = await tx
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.confirmTokenHash, hash))
      .for('update')
    const problem = linkProblem(row && { requested: row.requestedTypes, expiresAt: row.confirmExpiresAt })
    if (problem || !row) return { ok: false, problem: problem ?? 'invalid' } as const
    const held = row.status === 'active' ? row.consentTypes : []
    const chosen = new Set([...held, ...(row.requestedTypes ?? [])])
    const consentTypes = CONSENT_TYPE_VALUES.filter((type) => chosen.has(type))
    await tx
      .update(marketingConsents)
      .set({
        status: 'active',
        consentTypes,
        requestedTypes: null,
        confirmedAt: sql`now()`,
        confirmExpiresAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(marketingConsents.email, row.email))
    await tx.delete(marketingSuppressions).where(eq(marketingSuppressions.email, row.email))
    await appendLedger(tx, {
      ...evidence,
      email: row.email,
      event: 'confirmed',
      status: 'active',
      consentTypes,
      region: row.region as Region,
      source: 'email_confirmation',
    })
    return { ok: true, email: row.email, consentTypes } as const
  })
}
