// Staff diagnostics (/marketing-test): everything the system knows about one address's marketing consent, with the
// ledger as proof and what validate_send answers for each type.
import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { marketingSuppressions } from '~/db/schema'
import { CONSENT_TYPES } from '~/lib/consent'
import { getPreferences, validateSend } from '../marketing-consent.server'
import { listLedger } from './ledger.server'

export async function consentDiagnostics(db: Database, rawEmail: string) {
  const email = rawEmail.trim().toLowerCase()
  const [preferences, [suppression], ledger, checks] = await Promise.all([
    getPreferences(db, email),
    db.select().from(marketingSuppressions).where(eq(marketingSuppressions.email, email)),
    listLedger(db, email),
    Promise.all(
      CONSENT_TYPES.map(async (type) => ({
        type: type.value,
        label: type.label,
        ...(await validateSend(db, { email, subscription_type: type.value })),
      })),
    ),
  ])
  return { email, preferences, suppression: suppression ?? null, ledger, checks }
}
