// Proof of consent (GDPR Art. 7(1)): every change to an address's marketing consent appends one consent_ledger row,
// written in the same transaction as the change. Rows are never updated (a database trigger refuses it).
import { asc, eq } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import type { Database } from '~/db/client.server'
import { consentLedger } from '~/db/schema'
import type { ConsentStatus, ConsentType, Region } from '~/lib/consent'

export type Transaction = Parameters<Parameters<AppServices['db']['transaction']>[0]>[0]

export const LEDGER_EVENTS = [
  'pending',
  // issue 39: an unproven request to add types to an active or revoked consent, waiting for its confirmation
  'requested',
  'granted',
  'confirmed',
  'preference_update',
  'revoked',
  'unsubscribed',
] as const
export type LedgerEvent = (typeof LEDGER_EVENTS)[number]

/** Where a change came from and what the person saw: kept with every ledger row. */
export interface ConsentEvidence {
  ipAddress?: string
  userAgent?: string
  wording?: string
}

export interface LedgerEntry extends ConsentEvidence {
  email: string
  event: LedgerEvent
  status: ConsentStatus
  consentTypes: readonly ConsentType[]
  region: Region
  source: string
  reason?: string | null
}

export async function appendLedger(tx: Transaction, entry: LedgerEntry) {
  await tx.insert(consentLedger).values({
    email: entry.email,
    event: entry.event,
    status: entry.status,
    consentTypes: [...entry.consentTypes],
    region: entry.region,
    ipAddress: entry.ipAddress || 'unknown',
    userAgent: entry.userAgent ?? '',
    source: entry.source,
    wording: entry.wording ?? '',
    reason: entry.reason ?? null,
  })
}

/** Every ledger row of an address, oldest first (the order the changes happened). */
export async function listLedger(db: Database, email: string) {
  return db
    .select()
    .from(consentLedger)
    .where(eq(consentLedger.email, email.trim().toLowerCase()))
    .orderBy(asc(consentLedger.createdAt), asc(consentLedger.id))
}
