// The one feed configuration row (id 1). The client secret is kept encrypted and leaves this module only to the
// feed client, never to the browser.
import { eq, sql } from 'drizzle-orm'
import type { AppConfig } from '~/config.server'
import type { Database } from '~/db/client.server'
import { feedSettings } from '~/db/schema'
import { DEFAULT_MLS_DISCLAIMER } from '~/lib/idx-display'
import type { FeedCredentials, HighWaterMark } from './reso-client.server'
import { announceIdxDisplayChange } from './idx-settings.server'
import { decryptSecret, encryptSecret } from './secret-box.server'
import { maskSecret, type FeedSchedule, type FeedSettingsInput } from './settings-schema'

const SETTINGS_ID = 1

async function readRow(db: Database) {
  const [row] = await db.select().from(feedSettings).where(eq(feedSettings.id, SETTINGS_ID))
  return row ?? null
}

/** The settings as the screen shows them: the secret masked ("••••1234"). */
export async function getFeedSettingsView(db: Database, config: Pick<AppConfig, 'feedSecretKey'>) {
  const row = await readRow(db)
  const secret = row?.clientSecretEncrypted ? decryptSecret(row.clientSecretEncrypted, config.feedSecretKey) : null
  return {
    endpointUrl: row?.endpointUrl ?? '',
    tokenUrl: row?.tokenUrl ?? '',
    clientId: row?.clientId ?? '',
    originatingSystem: row?.originatingSystem ?? '',
    schedule: (row?.schedule ?? 'off') as FeedSchedule,
    secretMask: secret ? maskSecret(secret) : '',
    // Stored with another key (FEED_SECRET_KEY changed): it must be entered again.
    secretUnreadable: Boolean(row?.clientSecretEncrypted) && secret === null,
    highWaterMark: row?.highWaterMark ?? null,
    removalLimitPercent: row?.removalLimitPercent ?? 10,
    requestsPerSecond: row?.requestsPerSecond ?? null,
    requestsPerHour: row?.requestsPerHour ?? null,
    disclaimer: row?.disclaimer ?? DEFAULT_MLS_DISCLAIMER,
    // our stored copy of the MLS's logo (mls-logo.server.ts), '' for none
    mlsLogoUrl: row?.mlsLogoUrl ?? '',
  }
}

const definedOnly = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<{
    [K in keyof T]: Exclude<T[K], undefined>
  }>

export type SaveFeedSettingsResult = { ok: true } | { ok: false; errors: { clientSecret: string } }

/** Saves the settings; an empty secret keeps the stored one (and is refused when none is stored yet). */
export async function saveFeedSettings(
  db: Database,
  config: Pick<AppConfig, 'feedSecretKey'>,
  values: FeedSettingsInput,
  userId: string | null,
): Promise<SaveFeedSettingsResult> {
  const row = await readRow(db)
  const keepsSecret = values.clientSecret === ''
  if (keepsSecret && !(row?.clientSecretEncrypted && decryptSecret(row.clientSecretEncrypted, config.feedSecretKey)))
    return { ok: false, errors: { clientSecret: 'Enter the client secret the MLS gave you.' } }
  const changes = {
    endpointUrl: values.endpointUrl,
    tokenUrl: values.tokenUrl,
    clientId: values.clientId,
    originatingSystem: values.originatingSystem,
    schedule: values.schedule,
    updatedBy: userId,
    updatedAt: new Date(),
    ...(keepsSecret ? {} : { clientSecretEncrypted: encryptSecret(values.clientSecret, config.feedSecretKey) }),
    // Issue 40: left as stored when the form did not send them.
    ...definedOnly({
      removalLimitPercent: values.removalLimitPercent,
      requestsPerSecond: values.requestsPerSecond,
      requestsPerHour: values.requestsPerHour,
      disclaimer: values.disclaimer,
      // the address of our stored copy (saveFeedSettingsWithLogo), never the MLS's own
      mlsLogoUrl: values.mlsLogoUrl,
    }),
  }
  // Another MLS (or another slice of it) starts replication from the beginning.
  const sourceChanged =
    row && (row.endpointUrl !== values.endpointUrl || row.originatingSystem !== values.originatingSystem)
  // Another server's lookups are its own: read again by the next run (lookup-map.server.ts).
  if (row && row.endpointUrl !== values.endpointUrl) Object.assign(changes, { lookupMap: null, lookupMapAt: null })
  await db
    .insert(feedSettings)
    .values({ id: SETTINGS_ID, clientSecretEncrypted: '', ...changes })
    .onConflictDoUpdate({
      target: feedSettings.id,
      set: sourceChanged
        ? { ...changes, highWaterMark: null, highWaterKey: null, openHouseMark: null, openHouseMarkKey: null }
        : changes,
    })
  await announceIdxDisplayChange(db, row)
  return { ok: true }
}

/** What the feed client needs, secret opened; null when the feed is not set up (or the secret cannot be read). */
export async function getFeedCredentials(
  db: Database,
  config: Pick<AppConfig, 'feedSecretKey'>,
): Promise<(FeedCredentials & { schedule: FeedSchedule }) | null> {
  const row = await readRow(db)
  if (!row?.endpointUrl || !row.tokenUrl || !row.clientId) return null
  const clientSecret = decryptSecret(row.clientSecretEncrypted, config.feedSecretKey)
  if (clientSecret === null) return null
  return {
    endpointUrl: row.endpointUrl,
    tokenUrl: row.tokenUrl,
    clientId: row.clientId,
    clientSecret,
    originatingSystem: row.originatingSystem,
    schedule: row.schedule as FeedSchedule,
  }
}

export async function getHighWaterMark(db: Database): Promise<HighWaterMark | null> {
  const row = await readRow(db)
  return row?.highWaterMark ? { timestamp: row.highWaterMark, listingKey: row.highWaterKey } : null
}

/** Moves the mark forward only (a late page never moves it back). */
export async function advanceHighWaterMark(db: Database, mark: HighWaterMark) {
  await db
    .update(feedSettings)
    .set({ highWaterMark: mark.timestamp, highWaterKey: mark.listingKey })
    .where(
      sql`${feedSettings.id} = ${SETTINGS_ID} and (${feedSettings.highWaterMark} is null or (${feedSettings.highWaterMark}, coalesce(${feedSettings.highWaterKey}, '')) < (${mark.timestamp.toISOString()}::timestamptz, ${mark.listingKey ?? ''}))`,
    )
}
