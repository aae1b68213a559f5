// What a listing-alert run has to say (issue 15): the saved searches that are due and the listings that newly match
// each, and the news (price drop, back on market, under contract, sold) about each buyer's saved listings. Indexed
// queries over the listing events since the searches' marks; the structured filters are checked in memory
// (lib/listing-match.ts) and free text by the database, with the search's own rules.
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import {
  agents,
  alertDeliveries,
  alertSettings,
  areas,
  favourites,
  properties,
  propertyEvents,
  savedSearches,
} from '~/db/schema'
import { type MatchableListing, matchesStructuredFilters } from '~/lib/listing-match'
import { PUBLIC_PROPERTY_STATUSES } from '~/lib/property-rules'
import { type PropertySearch, parsePropertySearch } from '~/lib/property-search'
import { hasOpenHouseThisWeek } from './open-houses.server'
import { cardColumns, idsMatchingSearchText } from './property.server'

/** Events that put a listing in front of a saved search. */
const NEW_TO_SEARCH = ['listed', 'back_on_market']
/** Events a buyer hears about for a listing they saved. */
export const FAVOURITE_NEWS = ['price_drop', 'back_on_market', 'under_contract', 'sold'] as const

export interface DueSearch {
  id: string
  userId: string
  name: string
  query: string
  frequency: string
  checkedThrough: number
  filters: PropertySearch
}

export interface AlertListingRow extends MatchableListing {
  slug: string
  title: string
  titleEs: string
  livingAreaSqft: number | null
  images: string[]
  areaName: string | null
  /** the newest event that put it in front of searches */
  lastEventId: number
}

export interface FavouriteNews {
  userId: string
  propertyId: number
  kind: string
  oldPriceUsd: number | null
  newPriceUsd: number | null
  eventId: number
}

export async function newestEventId(db: Database): Promise<number> {
  const [row] = await db.select({ id: sql<number | null>`max(${propertyEvents.id})` }).from(propertyEvents)
  return Number(row?.id ?? 0)
}

/**
 * Searches with events they have not looked at: instant ones always, daily and weekly ones when due. Searches
 * switched off just move their mark on, so turning one on again does not bring old listings.
 */
export async function dueSearches(db: Database, through: number, now: Date): Promise<DueSearch[]> {
  await db
    .update(savedSearches)
    .set({ checkedThrough: through })
    .where(and(eq(savedSearches.frequency, 'off'), sql`${savedSearches.checkedThrough} < ${through}`))
  const rows = await db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      checkedThrough: savedSearches.checkedThrough,
    })
    .from(savedSearches)
    .where(
      and(
        sql`${savedSearches.checkedThrough} < ${through}`,
        or(
          eq(savedSearches.frequency, 'instant'),
          and(inArray(savedSearches.frequency, ['daily', 'weekly']), lte(savedSearches.nextRunAt, now)),
        ),
      ),
    )
  return rows.map((row) => ({ ...row, filters: parsePropertySearch(new URLSearchParams(row.query)) }))
}

/** The public listings with a new-to-search event after `after` (up to `through`), as they are now. */
export async function candidateListings(db: Database, after: number, through: number): Promise<AlertListingRow[]> {
  const events = db
    .select({ propertyId: propertyEvents.propertyId, lastEventId: sql<number>`max(${propertyEvents.id})`.as('last') })
    .from(propertyEvents)
    .where(
      and(gt(propertyEvents.id, after), lte(propertyEvents.id, through), inArray(propertyEvents.kind, NEW_TO_SEARCH)),
    )
    .groupBy(propertyEvents.propertyId)
    .as('events')
  const rows = await db
    .select({
      ...cardColumns,
      areaSlug: areas.slug,
      agentSlug: agents.slug,
      titleType: properties.titleType,
      foreignOwnership: properties.foreignOwnership,
      lotSizeSqft: properties.lotSizeSqft,
      rentalIncomeUsd: properties.rentalIncomeUsd,
      powerSources: properties.powerSources,
      internet: properties.internet,
      hurricaneStandards: properties.hurricaneStandards,
      // issue 40: "Open house this week" is matched as of this run
      openHouseThisWeek: hasOpenHouseThisWeek(new Date()),
      lastEventId: events.lastEventId,
    })
    .from(events)
    .innerJoin(properties, eq(properties.id, events.propertyId))
    .leftJoin(areas, eq(areas.id, properties.areaId))
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .where(inArray(properties.status, [...PUBLIC_PROPERTY_STATUSES]))
  return rows.map((row) => ({ ...row, lastEventId: Number(row.lastEventId) }))
}

/**
 * The listings each search newly matches: an event after its mark, its filters, its words; never one already
 * e-mailed for that search.
 */
export async function matchSearches(db: Database, searches: DueSearch[], listings: AlertListingRow[]) {
  const byText = new Map<string, Set<number>>()
  const ids = listings.map((listing) => listing.id)
  for (const text of new Set(searches.map((search) => search.filters.search).filter(Boolean) as string[]))
    byText.set(text, await idsMatchingSearchText(db, text, ids))
  const matches = new Map<string, AlertListingRow[]>()
  for (const search of searches) {
    const words = search.filters.search ? byText.get(search.filters.search)! : null
    const found = listings.filter(
      (listing) =>
        listing.lastEventId > search.checkedThrough &&
        (!words || words.has(listing.id)) &&
        matchesStructuredFilters(listing, search.filters),
    )
    if (found.length > 0) matches.set(search.id, found)
  }
  if (matches.size === 0) return matches
  const matchedIds = [...new Set([...matches.values()].flat().map((listing) => listing.id))]
  const sent = await db
    .select({ searchId: alertDeliveries.savedSearchId, propertyIds: alertDeliveries.propertyIds })
    .from(alertDeliveries)
    .where(
      and(
        inArray(alertDeliveries.savedSearchId, [...matches.keys()]),
        sql`${alertDeliveries.propertyIds} && ${`{${matchedIds.join(',')}}`}::int[]`,
      ),
    )
  const already = new Set(sent.flatMap((row) => row.propertyIds.map((id) => `${row.searchId}:${id}`)))
  for (const [searchId, found] of matches) {
    const fresh = found.filter((listing) => !already.has(`${searchId}:${listing.id}`))
    if (fresh.length > 0) matches.set(searchId, fresh)
    else matches.delete(searchId)
  }
  return matches
}

/**
 * News about saved listings after `after` (the last finished run) up to `through`, for buyers who want it: only
 * what happened after they saved the listing and after their own mark (a run that stopped half-way).
 */
export async function favouriteNews(db: Database, after: number, through: number, userIds?: string[]) {
  const rows = await db
    .select({
      userId: favourites.userId,
      propertyId: propertyEvents.propertyId,
      kind: propertyEvents.kind,
      oldPriceUsd: propertyEvents.oldPriceUsd,
      newPriceUsd: propertyEvents.newPriceUsd,
      eventId: propertyEvents.id,
    })
    .from(propertyEvents)
    .innerJoin(favourites, eq(favourites.propertyId, propertyEvents.propertyId))
    .leftJoin(alertSettings, eq(alertSettings.userId, favourites.userId))
    .where(
      and(
        gt(propertyEvents.id, after),
        lte(propertyEvents.id, through),
        inArray(propertyEvents.kind, [...FAVOURITE_NEWS]),
        sql`${propertyEvents.createdAt} > ${favourites.createdAt}`,
        sql`${propertyEvents.id} > coalesce(${alertSettings.favouritesCheckedThrough}, 0)`,
        sql`coalesce(${alertSettings.favouriteAlerts}, true)`,
        userIds ? inArray(favourites.userId, userIds) : undefined,
      ),
    )
    .orderBy(propertyEvents.id)
  return rows.map((row): FavouriteNews => ({ ...row, eventId: Number(row.eventId) }))
}
