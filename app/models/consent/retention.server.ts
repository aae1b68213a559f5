// SPEC §9 data retention: what is older than its region's period goes (docs/decisions/009-consent.md, 014). Staff
// set each region's period, or turn its purge off, on Admin → Tools, see what a run would delete, and read what each
// run deleted (counts only). Proof of a consent that is still live is kept while it lasts; the suppression list is
// kept forever, because honouring an unsubscribe needs it. A contact's region is that of its marketing consent, else
// OTHER. Several processes: a transaction-scoped advisory lock lets one purge run at a time, and a scheduled run
// that finds another scheduled run in the last 20 hours does nothing, so each day has one.
import { and, desc, eq, gt, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import type { Database } from '~/db/client.server'
import { appSettings, consentLedger, contactActivities, contacts, marketingConsents, retentionRuns } from '~/db/schema'
import { REGIONS, type Region } from '~/lib/consent'
import { startPeriodicJob } from '~/db/periodic-job.server'
import { purgeExpiredAuditEntries } from '~/models/audit.server'
import { readRetentionSettings, type RetentionSettings } from '~/lib/retention'

const SETTING_KEY = 'retention'
const DAY_MS = 86_400_000

export interface PurgeCounts {
  contacts: number
  consents: number
  ledgerRows: number
}
export type PurgeReport = Partial<Record<Region, PurgeCounts>>

export async function getRetentionSettings(db: Database): Promise<RetentionSettings> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTING_KEY))
  return readRetentionSettings(row?.value)
}

export async function saveRetentionSettings(db: Database, settings: RetentionSettings) {
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: settings })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: settings, updatedAt: sql`now()` } })
}

/** The rows of each kind that are past `cutoff` in `region`. */
function expiredIn(region: Region, cutoff: Date): Record<keyof PurgeCounts, SQL> {
  const contactRegion = sql`coalesce((select ${marketingConsents.region} from ${marketingConsents}
    where ${marketingConsents.email} = lower(${contacts.email})), 'OTHER')`
  const liveConsents = sql`(select ${marketingConsents.email} from ${marketingConsents}
    where ${marketingConsents.status} in ('active', 'pending'))`
  return {
    // Untouched for the whole period: the contact and every activity of it.
    contacts: and(
      sql`${contactRegion} = ${region}`,
      lt(contacts.updatedAt, cutoff),
      sql`not exists (select 1 from ${contactActivities} where ${contactActivities.contactId} = ${contacts.id}
        and ${contactActivities.createdAt} >= ${cutoff})`,
    )!,
    // A withdrawn or never-given consent: the suppression row still stops mail.
    consents: and(
      eq(marketingConsents.region, region),
      inArray(marketingConsents.status, ['none', 'revoked']),
      lt(marketingConsents.updatedAt, cutoff),
    )!,
    ledgerRows: and(
      eq(consentLedger.region, region),
      lt(consentLedger.createdAt, cutoff),
      notInArray(consentLedger.email, liveConsents),
    )!,
  }
}

const cutoffOf = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS)
const enabledRegions = (settings: RetentionSettings) => REGIONS.filter((region) => settings[region].enabled)

/** What a purge at `now` would delete, by region (the dry run on Admin → Tools). */
export async function countExpired(db: Database, settings: RetentionSettings, now: Date): Promise<PurgeReport> {
  const report: PurgeReport = {}
  await Promise.all(
    enabledRegions(settings).map(async (region) => {
      const where = expiredIn(region, cutoffOf(now, settings[region].days))
      const count = sql<number>`count(*)::int`
      const [[contactCount], [consentCount], [ledgerCount]] = await Promise.all([
        db.select({ count }).from(contacts).where(where.contacts),
        db.select({ count }).from(marketingConsents).where(where.consents),
        db.select({ count }).from(consentLedger).where(where.ledgerRows),
      ])
      report[region] = {
        contacts: contactCount!.count,
        consents: consentCount!.count,
        ledgerRows: ledgerCount!.count,
      }
    }),
  )
  return report
}

export interface PurgeRun {
  trigger: 'scheduled' | 'manual'
  /** the staff member who ran it by hand */
  userId?: string | null
}

/**
 * Deletes what has outlived its region's period at `now` and logs the counts in retention_runs, in one transaction.
 * Null when another purge holds the lock, or a scheduled run already happened today.
 */
export async function purgeExpired(db: Database, now: Date, run: PurgeRun): Promise<PurgeReport | null> {
  const settings = await getRetentionSettings(db)
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .execute(sql`select pg_try_advisory_xact_lock(hashtext('retention-purge')) as locked`)
      .then((result) => (result as unknown as { rows: { locked: boolean }[] }).rows)
    if (!lock?.locked) return null
    if (run.trigger === 'scheduled') {
      const [recent] = await tx
        .select({ id: retentionRuns.id })
        .from(retentionRuns)
        .where(
          and(
            eq(retentionRuns.trigger, 'scheduled'),
            gt(retentionRuns.createdAt, new Date(now.getTime() - 20 * 3_600_000)),
          ),
        )
        .limit(1)
      if (recent) return null
    }
    const report: PurgeReport = {}
    for (const region of enabledRegions(settings)) {
      const where = expiredIn(region, cutoffOf(now, settings[region].days))
      // Contacts first: their region is read from the consents, some of which go next.
      const gone = await tx.delete(contacts).where(where.contacts).returning({ id: contacts.id })
      const consents = await tx
        .delete(marketingConsents)
        .where(where.consents)
        .returning({ email: marketingConsents.email })
      const ledger = await tx.delete(consentLedger).where(where.ledgerRows).returning({ id: consentLedger.id })
      report[region] = { contacts: gone.length, consents: consents.length, ledgerRows: ledger.length }
    }
    // Issue 17: audit entries past their two years go with the same daily run (not by region).
    await purgeExpiredAuditEntries(tx)
    await tx
      .insert(retentionRuns)
      .values({ trigger: run.trigger, deleted: report, createdBy: run.userId ?? null, createdAt: now })
    return report
  })
}

/** The newest purges, for Admin → Tools. */
export function listRetentionRuns(db: Database, limit = 10) {
  return db.select().from(retentionRuns).orderBy(desc(retentionRuns.createdAt)).limit(limit)
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
      purgeExpired(db, new Date(), { trigger: 'scheduled' })
        .then((report) => report && logger.info({ report }, 'retention purge done'))
        .catch((error: unknown) => logger.error({ err: error }, 'retention purge failed')),
  })
}
