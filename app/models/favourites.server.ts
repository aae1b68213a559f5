// Saved listings (issue 15): the heart on cards, the listing page and the map. Signed-in buyers keep them here;
// anonymous visitors keep them in the browser and they are merged in at sign-in (lib/favourites-store.ts). Each
// new save is a buying signal on the buyer's lead: a "saved a listing" activity on its timeline.
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { alertSettings, areas, contactActivities, contacts, favourites, properties, users } from '~/db/schema'
import { PUBLIC_PROPERTY_STATUSES } from '~/lib/property-rules'
import type { Storage } from '~/storage/storage.server'
import { cardColumns, withCover } from './property.server'

/** More than a buyer would keep; a longer list is refused rather than half-stored. */
export const MAX_FAVOURITES = 500

export type FavouriteResult = { ok: true; added: number } | { ok: false; status: 400 | 404; error: string }

/** The ids of the listings a buyer saved (the hearts to fill in). */
export async function listFavouriteIds(db: Database, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: favourites.propertyId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt))
  return rows.map((row) => row.id)
}

/**
 * Saves listings for a buyer (one from the heart, or the browser's list at sign-in): only public listings, each
 * once; listings already saved stay as they were. An unknown id refuses the whole save, except when merging the
 * browser's list (`skipUnknown`), where a listing that left the market since is dropped and the rest kept.
 */
export async function addFavourites(
  db: Database,
  userId: string,
  propertyIds: number[],
  { skipUnknown = false }: { skipUnknown?: boolean } = {},
): Promise<FavouriteResult> {
  let ids = [...new Set(propertyIds)]
  if (ids.length === 0) return { ok: true, added: 0 }
  if (ids.length > MAX_FAVOURITES)
    return { ok: false, status: 400, error: `You can save up to ${MAX_FAVOURITES} listings.` }
  return db.transaction(async (tx) => {
    const known = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(inArray(properties.id, ids), inArray(properties.status, [...PUBLIC_PROPERTY_STATUSES])))
    if (known.length !== ids.length && !skipUnknown)
      return { ok: false, status: 404, error: 'We could not find that listing.' }
    if (known.length === 0) return { ok: true, added: 0 }
    ids = known.map((row) => row.id)
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), notInArray(favourites.propertyId, ids)))
    if (count + ids.length > MAX_FAVOURITES)
      return { ok: false, status: 400, error: `You can save up to ${MAX_FAVOURITES} listings.` }
    const added = await tx
      .insert(favourites)
      .values(ids.map((propertyId) => ({ userId, propertyId })))
      .onConflictDoNothing()
      .returning({ propertyId: favourites.propertyId })
    const [lead] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.userId, userId))
    if (lead && added.length > 0)
      await tx.insert(contactActivities).values(
        added.map((row) => ({
          contactId: lead.id,
          activityType: 'saved_listing',
          propertyId: row.propertyId,
          message: '',
          createdBy: userId,
        })),
      )
    return { ok: true, added: added.length }
  })
}

/** What a removal took away: enough to put it back as it was (issue 43: "Undo"). */
export interface RemovedFavourite {
  propertyId: number
  savedAt: Date
}

export async function removeFavourite(
  db: Database,
  userId: string,
  propertyId: number,
): Promise<RemovedFavourite | null> {
  const [removed] = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, propertyId)))
    .returning({ propertyId: favourites.propertyId, savedAt: favourites.createdAt })
  return removed ?? null
}

/**
 * Puts a removed listing back in its place in the list (its first save time), on or off the market as it is now;
 * no new activity on the lead (nothing new happened). False when the listing itself is gone.
 */
export async function restoreFavourite(db: Database, userId: string, removed: RemovedFavourite): Promise<boolean> {
  const [listing] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, removed.propertyId))
  if (!listing) return false
  await db
    .insert(favourites)
    .values({ userId, propertyId: removed.propertyId, createdAt: removed.savedAt })
    .onConflictDoNothing()
  return true
}

/**
 * The saved listings as the account page shows them: current price and status; a listing that left the market
 * stays in the list, marked so, without a link to a page that no longer exists.
 */
export async function listFavouriteListings(db: Database, storage: Storage, userId: string) {
  const rows = await db
    .select({ ...cardColumns, savedAt: favourites.createdAt })
    .from(favourites)
    .innerJoin(properties, eq(properties.id, favourites.propertyId))
    .leftJoin(areas, eq(areas.id, properties.areaId))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt))
  return rows.map((row) => ({
    ...withCover(row, storage),
    onMarket: (PUBLIC_PROPERTY_STATUSES as readonly string[]).includes(row.status),
  }))
}

export type FavouriteListing = Awaited<ReturnType<typeof listFavouriteListings>>[number]

/** Whether the buyer hears when a saved listing's price drops or its status changes (on unless switched off). */
export async function getFavouriteAlerts(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: alertSettings.favouriteAlerts })
    .from(alertSettings)
    .where(eq(alertSettings.userId, userId))
  return row?.on ?? true
}

/** Sets the switch; nothing happens for an account that no longer exists (an old e-mail's link). */
export async function setFavouriteAlerts(db: Database, userId: string, on: boolean): Promise<void> {
  await db.execute(sql`
    insert into ${alertSettings} (user_id, favourite_alerts)
    select ${users.id}, ${on} from ${users} where ${users.id} = ${userId}
    on conflict (user_id) do update set favourite_alerts = excluded.favourite_alerts, updated_at = now()`)
}
