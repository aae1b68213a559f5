// Double opt-in (docs/decisions/009-consent.md): the single-use link e-mailed for a pending consent. Reading a
// link's state changes nothing (mail scanners open links); only confirmConsent, from the page's POST, does.
import { createHash } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { marketingConsents, marketingSuppressions } from '~/db/schema'
import type { ConsentType, Region } from '~/lib/consent'
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
    .select({ status: marketingConsents.status, expiresAt: marketingConsents.confirmExpiresAt })
    .from(marketingConsents)
    .where(eq(marketingConsents.confirmTokenHash, hashConfirmToken(token)))
  if (!row) return 'invalid'
  if (row.status !== 'pending') return 'used'
  return row.expiresAt && row.expiresAt > new Date() ? 'ready' : 'expired'
}

export type ConfirmResult =
  { ok: true; email: string; consentTypes: ConsentType[] } | { ok: false; problem: ConfirmProblem }

/** Double opt-in: the link's token makes a pending consent active, once, within CONFIRM_LINK_DAYS. */
export async function confirmConsent(
  db: Database,
  token: string,
  evidence: ConsentEvidence = {},
): Promise<ConfirmResult> {
  if (!token) return { ok: false, problem: 'invalid' }
  const hash = hashConfirmToken(token)
  return db.transaction(async (tx) => {
    // The status and expiry are checked in the UPDATE itself, so two clicks at once confirm only once.
    const [confirmed] = await tx
      .update(marketingConsents)
      .set({ status: 'active', confirmedAt: sql`now()`, confirmExpiresAt: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(marketingConsents.confirmTokenHash, hash),
          eq(marketingConsents.status, 'pending'),
          gt(marketingConsents.confirmExpiresAt, sql`now()`),
        ),
      )
      .returning()
    if (!confirmed) {
      const [row] = await tx.select().from(marketingConsents).where(eq(marketingConsents.confirmTokenHash, hash))
      if (!row) return { ok: false, problem: 'invalid' } as const
      return { ok: false, problem: row.status === 'pending' ? 'expired' : 'used' } as const
    }
    const consentTypes = confirmed.consentTypes as ConsentType[]
    await tx.delete(marketingSuppressions).where(eq(marketingSuppressions.email, confirmed.email))
    await appendLedger(tx, {
      ...evidence,
      email: confirmed.email,
      event: 'confirmed',
      status: 'active',
      consentTypes,
      region: confirmed.region as Region,
      source: 'email_confirmation',
    })
    return { ok: true, email: confirmed.email, consentTypes } as const
  })
}
