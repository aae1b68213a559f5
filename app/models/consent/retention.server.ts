// SPEC §9 data retention: what is older than its region's data_retention_days goes (docs/decisions/009-consent.md).
// Proof of a consent that is still live is kept while it lasts; the suppression list is kept forever, because
// honouring an unsubscribe needs it.
import { and, inArray, lt, notInArray, sql } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import type { Database } from '~/db/client.server'
import { consentLedger, contactActivities, contacts, marketingConsents } from '~/db/schema'
import { DEFAULT_RETENTION_DAYS, REGIONAL_POLICIES, REGIONS } from '~/lib/consent'
import { startPeriodicJob } from '~/lib/periodic-job.server'

const DAY_MS = 86_400_000
const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS)

export interface PurgeCounts {
  ledgerRows: number
  consents: number
  contacts: number
}

/** Deletes what has outlived its retention at `now`; returns how many rows of each kind went. */
export async function purgeExpired(db: Database, now: Date): Promise<PurgeCounts> {
  return db.transaction(async (tx) => {
    const counts: PurgeCounts = { ledgerRows: 0, consents: 0, contacts: 0 }
    const live = tx
      .select({ email: marketingConsents.email })
      .from(marketingConsents)
      .where(inArray(marketingConsents.status, ['active', 'pending']))
    for (const region of REGIONS) {
      const cutoff = before(now, REGIONAL_POLICIES[region].data_retention_days)
      const ledger = await tx
        .delete(consentLedger)
        .where(
          and(
            sql`${consentLedger.region} = ${region}`,
            lt(consentLedger.createdAt, cutoff),
            notInArray(consentLedger.email, live),
          ),
        )
        .returning({ id: consentLedger.id })
      counts.ledgerRows += ledger.length
      // A withdrawn or never-given consent, untouched for the whole period: the suppression row still stops mail.
      const consents = await tx
        .delete(marketingConsents)
        .where(
          and(
            sql`${marketingConsents.region} = ${region}`,
            inArray(marketingConsents.status, ['none', 'revoked']),
            lt(marketingConsents.updatedAt, cutoff),
          ),
        )
        .returning({ email: marketingConsents.email })
      counts.consents += consents.length
    }
    // Contacts carry no region: the default period, counted from the last change to them or their activities.
    const contactCutoff = before(now, DEFAULT_RETENTION_DAYS)
    const stale = await tx
      .delete(contacts)
      .where(
        and(
          lt(contacts.updatedAt, contactCutoff),
          sql`not exists (select 1 from ${contactActivities} where ${contactActivities.contactId} = ${contacts.id} and ${contactActivities.createdAt} >= ${contactCutoff})`,
        ),
      )
      .returning({ id: contacts.id })
    counts.contacts = stale.length // their activities go with them (on delete cascade)
    return counts
  })
}

const DAILY_MS = 24 * 60 * 60_000
/** The first purge waits a little, so start-up is not slowed. */
const FIRST_RUN_MS = 60_000

/** The daily purge as a background job (server/background-jobs.ts). */
export function startRetentionPurge({ db, logger }: Pick<AppServices, 'db' | 'logger'>): { stop(): Promise<void> } {
  return startPeriodicJob({
    firstMs: FIRST_RUN_MS,
    everyMs: DAILY_MS,
    run: () =>
      purgeExpired(db, new Date())
        .then((counts) => logger.info(counts, 'retention purge done'))
        .catch((error: unknown) => logger.error({ err: error }, 'retention purge failed')),
  })
}
