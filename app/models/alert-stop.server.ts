// The "stop this alert" links of a listing alert (issue 15): a signed token naming the buyer and the alerts one link
// stops (saved searches, the saved-listing news), used by the link in each section and by the e-mail's RFC 8058
// one-click header. Other alerts and the buyer's marketing consent stay as they are.
import { and, eq, inArray } from 'drizzle-orm'
import type { AppConfig } from '~/config.server'
import type { Database } from '~/db/client.server'
import { savedSearches } from '~/db/schema'
import { signValue, verifySignedValue } from '~/auth/signed-link.server'
import { setFavouriteAlerts } from './favourites.server'

export interface AlertStop {
  userId: string
  searchIds: string[]
  favourites: boolean
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function alertStopLink(config: Pick<AppConfig, 'authSecret' | 'appUrl'>, stop: AlertStop): string {
  const value = `${stop.userId}|${stop.searchIds.join(',')}|${stop.favourites ? 1 : 0}`
  return `${config.appUrl}/alerts/stop?token=${signValue(config, 'alerts', value)}`
}

export function readAlertStop(config: Pick<AppConfig, 'authSecret'>, token: string | null): AlertStop | null {
  const value = verifySignedValue(config, token, ['alerts'])
  const [userId, ids, favourites, ...rest] = (value ?? '').split('|')
  if (!userId || ids === undefined || rest.length > 0) return null
  const searchIds = ids === '' ? [] : ids.split(',')
  if (searchIds.some((id) => !UUID.test(id))) return null
  return { userId, searchIds, favourites: favourites === '1' }
}

/** The names of the saved searches a link stops (those still there), for the page that asks first. */
export async function describeAlertStop(db: Database, stop: AlertStop) {
  const searches =
    stop.searchIds.length > 0
      ? await db
          .select({ name: savedSearches.name, frequency: savedSearches.frequency })
          .from(savedSearches)
          .where(and(eq(savedSearches.userId, stop.userId), inArray(savedSearches.id, stop.searchIds)))
      : []
  return { searches: searches.map((search) => search.name), favourites: stop.favourites }
}

/** Turns the named alerts off; the searches stay saved, with no e-mail. */
export async function stopAlerts(db: Database, stop: AlertStop): Promise<void> {
  if (stop.searchIds.length > 0)
    await db
      .update(savedSearches)
      .set({ frequency: 'off', updatedAt: new Date() })
      .where(and(eq(savedSearches.userId, stop.userId), inArray(savedSearches.id, stop.searchIds)))
  if (stop.favourites) await setFavouriteAlerts(db, stop.userId, false)
}
