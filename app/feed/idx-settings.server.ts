// The MLS's disclaimer and logo (feed_settings, Admin → RETS) show on every feed listing's page (issue 40 item 11),
// and public pages are kept in every process's page cache (docs/decisions/016-page-cache.md). feed_settings has no
// content trigger (most of its writes, the high-water mark above all, change nothing a visitor sees), so a save that
// changes what pages show says so itself, on the same channel; delivered when the save commits.
import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { feedSettings } from '~/db/schema'

const SETTINGS_ID = 1

type IdxDisplay = { disclaimer: string; mlsLogoUrl: string }

/** After a settings write: clears every process's cached pages when the disclaimer or the logo changed. */
export async function announceIdxDisplayChange(db: Database, before: IdxDisplay | null) {
  const [after] = await db
    .select({ disclaimer: feedSettings.disclaimer, mlsLogoUrl: feedSettings.mlsLogoUrl })
    .from(feedSettings)
    .where(eq(feedSettings.id, SETTINGS_ID))
  if (!after) return
  if (before && before.disclaimer === after.disclaimer && before.mlsLogoUrl === after.mlsLogoUrl) return
  await db.execute(sql`select pg_notify('content_changed', 'feed_settings')`)
}
