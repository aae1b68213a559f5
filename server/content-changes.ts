// Keeps every in-memory copy of public content right in every process (docs/decisions/016-page-cache.md). The
// database notifies 'content_changed' after any committed write to what public pages show (migration 0008's
// triggers); each process listening clears its page cache and the registered caches (redirects, feature flags).
// After a lost connection to PostgreSQL everything is cleared, since notifications may have been missed. A blog
// post scheduled for later becomes public without a write: the cache is cleared when the next one is due. So do
// open houses (issue 40): one leaves listing pages when it ends, and enters "Open house this week" seven days before.
import { sql } from 'drizzle-orm'
import { clearAllCaches, disableContentMemos, enableContentMemos } from '~/cache-registry.server'
import type { AppServices } from '~/context.server'
import { OPEN_HOUSE_WEEK_DAYS } from '~/lib/open-house-time'
import type { PageCache } from './page-cache'

export const CONTENT_CHANNEL = 'content_changed'

export interface ContentChanges {
  /** Clears every process's caches, this one at once (Admin → Tools, staff writes). */
  announce(reason: string): Promise<void>
  /** Clears this process's caches now: its own write has committed and its next request must see it. */
  clearHere(): void
  /** Called per request: clears when a scheduled publication has come due. Costs a comparison. */
  checkSchedule(): void
  stop(): Promise<void>
}

/** `now`: the clock the schedule is read and checked by (tests move it; the database's own clock is not used). */
export async function watchContentChanges(
  { database, logger }: Pick<AppServices, 'database' | 'logger'>,
  pageCache: PageCache,
  { now = Date.now }: { now?: () => number } = {},
): Promise<ContentChanges> {
  const { db } = database
  let nextPublicationAt = Number.POSITIVE_INFINITY

  // One read at a time: a feed sync or an import clears the caches many times in a row, and one read after the
  // last of them is enough.
  let reading: Promise<void> | null = null
  let readAgain = false
  const refreshSchedule = () => {
    if (reading) {
      readAgain = true
      return
    }
    const at = new Date(now()).toISOString()
    reading = db
      .execute(
        sql`select extract(epoch from least(
              (select min(published_at) from blog_posts
               where status in ('published', 'scheduled') and published_at > ${at}::timestamptz),
              (select min(ends_at) from open_houses where ends_at > ${at}::timestamptz),
              (select min(starts_at) from open_houses
               where starts_at > ${at}::timestamptz + make_interval(days => ${OPEN_HOUSE_WEEK_DAYS}::int))
                - make_interval(days => ${OPEN_HOUSE_WEEK_DAYS}::int)
            )) * 1000 as at`,
      )
      .then((result) => {
        const at = (result as unknown as { rows: { at: string | number | null }[] }).rows[0]?.at
        nextPublicationAt = at == null ? Number.POSITIVE_INFINITY : Number(at)
      })
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'could not read the next scheduled publication')
        nextPublicationAt = now() + 60_000
      })
      .finally(() => {
        reading = null
        if (readAgain) {
          readAgain = false
          refreshSchedule()
        }
      })
  }

  const clearHere = () => {
    pageCache.invalidate()
    clearAllCaches()
    refreshSchedule()
  }

  const stopListening = await database.listen(
    CONTENT_CHANNEL,
    (table) => {
      logger.debug({ table }, 'content changed')
      clearHere()
    },
    () => {
      logger.info('listening for content changes again; caches cleared')
      clearHere()
    },
  )
  refreshSchedule()
  enableContentMemos()

  return {
    async announce(reason) {
      clearHere()
      await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${reason})`)
    },
    clearHere,
    checkSchedule() {
      if (now() >= nextPublicationAt) {
        nextPublicationAt = Number.POSITIVE_INFINITY
        clearHere()
      }
    },
    async stop() {
      await stopListening()
      disableContentMemos()
    },
  }
}
