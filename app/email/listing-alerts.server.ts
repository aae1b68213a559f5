// Listing alerts (issue 15): every minute (LISTING_ALERTS_EVERY_S), the listings that newly match each buyer's saved searches and the news
// about their saved listings, gathered into one e-mail per buyer per run, sent through the outbox as "New Property
// Listings" marketing (validate_send per buyer, SPEC §7). A run is held by a lease in app_settings, so one process
// runs it at a time; buyers are done in chunks, each one transaction with its e-mails, its deliveries and the marks
// it moves, so a run that stops half-way neither repeats nor skips anything. A sync or import that brings 500
// listings makes one e-mail per buyer, not 500.
import { eq, inArray, sql } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import { alertDeliveries, alertRuns, alertSettings, appSettings, contacts, savedSearches, users } from '~/db/schema'
import { localizePath, type Locale } from '~/i18n/locale'
import { startPeriodicJob } from '~/db/periodic-job.server'
import { PROCESS_LABEL } from '~/process-label.server'
import {
  type AlertListingRow,
  type DueSearch,
  type FavouriteNews,
  candidateListings,
  dueSearches,
  favouriteNews,
  matchSearches,
  newestEventId,
} from '~/models/alert-matches.server'
import { alertStopLink } from '~/models/alert-stop.server'
import { loadEmailRenderer } from '~/mail/email-templates.server'
import { type CardSource, alertCard, latestPerListing, listingsById, newsNote } from './listing-alert-cards.server'
import {
  type AlertSection,
  alertFavouritesText,
  alertSearchesText,
  listingAlertSubject,
} from '~/mail/listing-alert-template'
import { sendMarketingEmail } from './marketing.server'

type AlertServices = Pick<AppServices, 'db' | 'outbox' | 'logger' | 'config' | 'storage'>

const LEASE_KEY = 'listing_alerts:lease'
const LEASE_MS = 5 * 60_000
/** Buyers per transaction. */
const CHUNK = 200
/** Cards per saved search; the rest are counted with a link to the search. */
const CARDS_PER_SEARCH = 10
const NEXT_RUN = { daily: '1 day', weekly: '7 days' } as const

export interface AlertRunResult {
  /** false when another process holds the run */
  ran: boolean
  emails: number
  buyers: number
  listings: number
}

async function claimLease(db: AlertServices['db']): Promise<boolean> {
  await db
    .insert(appSettings)
    .values({ key: LEASE_KEY, value: { until: new Date(0).toISOString() } })
    .onConflictDoNothing()
  const claimed = await db
    .update(appSettings)
    .set({
      value: sql`jsonb_build_object('until', now() + ${`${LEASE_MS} milliseconds`}::interval, 'by', ${PROCESS_LABEL}::text)`,
      updatedAt: sql`now()`,
    })
    .where(sql`${appSettings.key} = ${LEASE_KEY} and (${appSettings.value}->>'until')::timestamptz < now()`)
    .returning({ key: appSettings.key })
  return claimed.length > 0
}

async function releaseLease(db: AlertServices['db']) {
  await db
    .update(appSettings)
    .set({ value: { until: new Date(0).toISOString() } })
    .where(eq(appSettings.key, LEASE_KEY))
}

/** Runs the alerts for everything that happened up to now; skipped when another process is running them. */
export async function runListingAlerts(services: AlertServices, now = new Date()): Promise<AlertRunResult> {
  const { db, logger } = services
  if (!(await claimLease(db))) return { ran: false, emails: 0, buyers: 0, listings: 0 }
  try {
    const through = await newestEventId(db)
    const [last] = await db.select({ through: sql<number | null>`max(${alertRuns.eventsThrough})` }).from(alertRuns)
    const after = Number(last?.through ?? 0)
    const searches = await dueSearches(db, through, now)
    const news = after < through ? await favouriteNews(db, after, through) : []
    const floor = Math.min(...searches.map((search) => search.checkedThrough), through)
    const listings = searches.length > 0 ? await candidateListings(db, floor, through) : []
    const matches = await matchSearches(db, searches, listings)
    const buyers = [...new Set([...searches.map((search) => search.userId), ...news.map((item) => item.userId)])].sort()
    let emails = 0
    for (let start = 0; start < buyers.length; start += CHUNK) {
      const chunk = new Set(buyers.slice(start, start + CHUNK))
      emails += await sendChunk(services, {
        through,
        now,
        searches: searches.filter((search) => chunk.has(search.userId)),
        matches,
        news: news.filter((item) => chunk.has(item.userId)),
        userIds: [...chunk],
      })
    }
    const matched = new Set([...matches.values()].flat().map((listing) => listing.id)).size
    // a run that found nothing new leaves no row (one a minute would pile up)
    if (through > after || emails > 0)
      await db.insert(alertRuns).values({ eventsThrough: through, emails, listings: matched })
    await db.delete(alertDeliveries).where(sql`${alertDeliveries.sentAt} < now() - interval '1 year'`)
    if (emails > 0) void services.outbox.kick()
    const result = { ran: true, emails, buyers: buyers.length, listings: matched }
    logger.info(result, 'listing alerts done')
    return result
  } finally {
    await releaseLease(db)
  }
}

async function sendChunk(
  services: AlertServices,
  work: {
    through: number
    now: Date
    searches: DueSearch[]
    matches: Map<string, AlertListingRow[]>
    news: FavouriteNews[]
    userIds: string[]
  },
): Promise<number> {
  const { config } = services
  return services.db.transaction(async (tx) => {
    // issue 16: each buyer's alert in the language of the pages they use (their lead's; English without one)
    const people = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, locale: contacts.locale })
      .from(users)
      .leftJoin(contacts, eq(contacts.userId, users.id))
      .where(inArray(users.id, work.userIds))
    const newsListings = await listingsById(tx, [...new Set(work.news.map((item) => item.propertyId))])
    const renderers = {
      en: await loadEmailRenderer({ db: tx, logger: services.logger }, 'listing_alert'),
      es: await loadEmailRenderer({ db: tx, logger: services.logger }, 'listing_alert', 'es'),
    }
    const outbox = services.outbox.inTransaction(tx)
    let sent = 0
    const delivered: { search: string; ids: number[] }[] = []
    for (const person of people) {
      const locale: Locale = person.locale === 'es' ? 'es' : 'en'
      const card = (listing: CardSource, note?: string) => alertCard(services, listing, note, locale)
      const page = (path: string) => `${config.appUrl}${localizePath(path, locale)}`
      const mine = work.searches.filter((search) => search.userId === person.id && work.matches.has(search.id))
      const sections: AlertSection[] = mine.map((search) => {
        const found = work.matches.get(search.id)!
        return {
          name: search.name,
          total: found.length,
          listings: found.slice(0, CARDS_PER_SEARCH).map((listing) => card(listing)),
          searchUrl: page(`/properties${search.query ? `?${search.query}` : ''}`),
          stopUrl: alertStopLink(config, { userId: person.id, searchIds: [search.id], favourites: false }),
        }
      })
      const updates = latestPerListing(work.news.filter((item) => item.userId === person.id)).flatMap((item) => {
        const listing = newsListings.get(item.propertyId)
        return listing ? [card(listing, newsNote(item, locale))] : []
      })
      if (sections.length === 0 && updates.length === 0) continue
      const favouritesStopUrl =
        updates.length > 0 ? alertStopLink(config, { userId: person.id, searchIds: [], favourites: true }) : ''
      const matchCount = sections.reduce((sum, section) => sum + section.total, 0) + updates.length
      const data = {
        firstName: person.firstName || (locale === 'es' ? '' : 'there'),
        matchCount,
        subject: listingAlertSubject({ sections, updates, matchCount }, locale),
        searches: alertSearchesText(sections, locale),
        favourites: alertFavouritesText(updates, favouritesStopUrl, locale),
        manageUrl: page('/my-account#alerts'),
        appUrl: config.appUrl,
        sections,
        updates,
        favouritesStopUrl,
      }
      // The mail program's unsubscribe button stops the alerts in this e-mail, nothing else.
      const stopAll = alertStopLink(config, {
        userId: person.id,
        searchIds: mine.map((search) => search.id),
        favourites: updates.length > 0,
      })
      const result = await sendMarketingEmail(
        { db: tx, outbox, logger: services.logger, config },
        {
          to: person.email,
          subscriptionType: 'property_updates',
          oneClickUnsubscribe: stopAll,
          ...renderers[locale](data),
        },
      )
      if (!result.sent) continue
      sent++
      for (const search of mine)
        delivered.push({ search: search.id, ids: work.matches.get(search.id)!.map((listing) => listing.id) })
    }
    // one row per search, its listings as an array: a big import can match thousands of listings per chunk
    if (delivered.length > 0)
      await tx.execute(sql`
        insert into ${alertDeliveries} (saved_search_id, property_ids)
        select (row->>'search')::uuid, array(select jsonb_array_elements_text(row->'ids')::int)
        from jsonb_array_elements(${JSON.stringify(delivered)}::jsonb) as row`)
    await moveMarks(tx, work)
    return sent
  })
}

async function moveMarks(
  tx: AlertServices['db'],
  { through, now, searches, userIds }: { through: number; now: Date; searches: DueSearch[]; userIds: string[] },
) {
  for (const frequency of ['instant', 'daily', 'weekly'] as const) {
    const ids = searches.filter((search) => search.frequency === frequency).map((search) => search.id)
    if (ids.length === 0) continue
    await tx
      .update(savedSearches)
      .set({
        checkedThrough: through,
        ...(frequency === 'instant'
          ? {}
          : { nextRunAt: sql`${now.toISOString()}::timestamptz + ${NEXT_RUN[frequency]}::interval` }),
      })
      .where(inArray(savedSearches.id, ids))
  }
  await tx
    .insert(alertSettings)
    .values(userIds.map((userId) => ({ userId, favouritesCheckedThrough: through })))
    .onConflictDoUpdate({ target: alertSettings.userId, set: { favouritesCheckedThrough: through } })
}

/** The alerts as a background job (server/background-jobs.ts): every LISTING_ALERTS_EVERY_S, one process at a time. */
export function startListingAlerts(services: AlertServices): { stop(): Promise<void> } {
  return startPeriodicJob({
    everyMs: services.config.listingAlertsEveryMs,
    run: () =>
      runListingAlerts(services).catch((error: unknown) =>
        services.logger.error({ err: error }, 'listing alerts failed'),
      ),
  })
}
