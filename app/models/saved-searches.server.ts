// Saved searches (issue 15): the filters of a /properties URL a buyer keeps with a name, and how often the listings
// that newly match are e-mailed (models/listing-alerts.server.ts). Saving one is a buying signal on the buyer's lead.
import { and, asc, count, eq, max } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { contactActivities, contacts, propertyEvents, savedSearches } from '~/db/schema'
import type { SavedSearchFrequency } from '~/lib/saved-search-rules'

/** Far more than anyone follows; beyond it a save is refused. */
export const MAX_SAVED_SEARCHES = 25

export type SavedSearchResult<T = object> = ({ ok: true } & T) | { ok: false; status: 400 | 404 | 409; error: string }

export function listSavedSearches(db: Database, userId: string) {
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt))
}

export type SavedSearchRow = Awaited<ReturnType<typeof listSavedSearches>>[number]

/** The name a buyer saved these filters under (a canonical query), or null (issue 43: "Saved — manage"). */
export async function savedSearchName(db: Database, userId: string, query: string): Promise<string | null> {
  const [row] = await db
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.query, query)))
  return row?.name ?? null
}

/**
 * Stores a search. Alerts start from now: listings already on the market are what the buyer sees on the page; only
 * later ones are e-mailed.
 */
export async function createSavedSearch(
  db: Database,
  userId: string,
  search: { name: string; query: string; frequency: SavedSearchFrequency },
): Promise<SavedSearchResult<{ id: string }>> {
  return db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
    if (total >= MAX_SAVED_SEARCHES)
      return {
        ok: false,
        status: 409,
        error: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one on your account page first.`,
      }
    const [{ through } = { through: 0 }] = await tx.select({ through: max(propertyEvents.id) }).from(propertyEvents)
    const [created] = await tx
      .insert(savedSearches)
      .values({ userId, ...search, checkedThrough: through ?? 0 })
      .onConflictDoNothing()
      .returning({ id: savedSearches.id })
    if (!created) return { ok: false, status: 409, error: 'You have already saved this search.' }
    const [lead] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.userId, userId))
    if (lead)
      await tx.insert(contactActivities).values({
        contactId: lead.id,
        activityType: 'saved_search',
        metadata: { name: search.name, query: search.query, frequency: search.frequency },
        createdBy: userId,
      })
    return { ok: true, id: created.id }
  })
}

const owned = (userId: string, id: string) => and(eq(savedSearches.userId, userId), eq(savedSearches.id, id))
const notFound = { ok: false, status: 404, error: 'We could not find that saved search.' } as const

export async function updateSavedSearch(
  db: Database,
  userId: string,
  id: string,
  changes: { name?: string; frequency?: SavedSearchFrequency },
): Promise<SavedSearchResult> {
  const rows = await db
    .update(savedSearches)
    .set({ ...changes, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning({ id: savedSearches.id })
  return rows.length > 0 ? { ok: true } : notFound
}

/** A deleted search as it was stored, alert progress included: put back, it sends nothing twice (issue 43). */
export interface DeletedSavedSearch {
  id: string
  name: string
  query: string
  frequency: SavedSearchFrequency
  checkedThrough: number
  nextRunAt: Date
  createdAt: Date
}

export async function deleteSavedSearch(
  db: Database,
  userId: string,
  id: string,
): Promise<SavedSearchResult<{ deleted: DeletedSavedSearch }>> {
  const [deleted] = await db.delete(savedSearches).where(owned(userId, id)).returning({
    id: savedSearches.id,
    name: savedSearches.name,
    query: savedSearches.query,
    frequency: savedSearches.frequency,
    checkedThrough: savedSearches.checkedThrough,
    nextRunAt: savedSearches.nextRunAt,
    createdAt: savedSearches.createdAt,
  })
  return deleted
    ? { ok: true, deleted: { ...deleted, frequency: deleted.frequency as SavedSearchFrequency } }
    : notFound
}

/** Undoes a delete: the same search, id and alert progress; refused if the buyer has saved the same filters since. */
export async function restoreSavedSearch(
  db: Database,
  userId: string,
  search: DeletedSavedSearch,
): Promise<SavedSearchResult> {
  const [restored] = await db
    .insert(savedSearches)
    .values({ ...search, userId })
    .onConflictDoNothing()
    .returning({ id: savedSearches.id })
  if (restored) return { ok: true }
  // already back (an Undo sent twice), or the same filters saved again meanwhile
  const [same] = await db.select({ id: savedSearches.id }).from(savedSearches).where(owned(userId, search.id))
  return same ? { ok: true } : { ok: false, status: 409, error: 'You have already saved this search.' }
}
