// The admin Analytics screen's figures for a date range (issue 7), straight from the database: consented events in
// user_interactions, anonymous counts in aggregate_counts, leads in contacts, inquiries in contact_activities.
import { and, count, countDistinct, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { aggregateCounts, contactActivities, contacts, properties, userInteractions } from '~/db/schema'
import { type DateRange, addDays, daysOf } from '~/lib/analytics/date-range'
import { getFunnelReports } from './funnel-report.server'

const TOP_LISTINGS = 10

/** The range's first instant and the instant after its last day (UTC). */
function rangeBounds(range: DateRange) {
  return { start: new Date(`${range.from}T00:00:00Z`), end: new Date(`${addDays(range.to, 1)}T00:00:00Z`) }
}

export async function getAnalyticsReport(db: Database, range: DateRange) {
  const { start, end } = rangeBounds(range)
  const inRange = and(gte(userInteractions.createdAt, start), lt(userInteractions.createdAt, end))
  const daysInRange = sql`${aggregateCounts.day} between ${range.from} and ${range.to}`
  const eventDay = sql<string>`to_char(${userInteractions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`

  const [[totals], consentedViews, anonymousViews, listings, leadSources, trackedFunnels] = await Promise.all([
    db
      .select({
        visitors: countDistinct(userInteractions.visitorId),
        sessions: countDistinct(userInteractions.sessionId),
      })
      .from(userInteractions)
      .where(inRange),
    db
      .select({ day: eventDay, views: count() })
      .from(userInteractions)
      .where(and(inRange, eq(userInteractions.eventType, 'page_view')))
      .groupBy(eventDay),
    db
      .select({ day: aggregateCounts.day, views: sql<number>`sum(${aggregateCounts.count})::int` })
      .from(aggregateCounts)
      .where(and(eq(aggregateCounts.eventType, 'page_view'), daysInRange))
      .groupBy(aggregateCounts.day),
    getListingFigures(db, range, start, end),
    db
      .select({ source: contacts.leadSource, leads: count() })
      .from(contacts)
      .where(and(gte(contacts.createdAt, start), lt(contacts.createdAt, end)))
      .groupBy(contacts.leadSource)
      .orderBy(desc(count()), contacts.leadSource),
    getFunnelReports(db, start, end),
  ])

  const byDay = (rows: { day: string; views: number }[]) => new Map(rows.map((row) => [row.day, Number(row.views)]))
  const consented = byDay(consentedViews)
  const anonymous = byDay(anonymousViews)
  const pageViewsByDay = daysOf(range).map((day) => ({
    day,
    withConsent: consented.get(day) ?? 0,
    anonymous: anonymous.get(day) ?? 0,
  }))
  const pageViews = pageViewsByDay.reduce((sum, day) => sum + day.withConsent + day.anonymous, 0)
  // issue 43: the inquiry funnel's first and last steps counted for every visitor too, as the listings table counts
  // them, so the two agree where they can (the steps between are known only for tracked sessions)
  const everyone: Partial<Record<string, number>> = {
    view_listing: listings.reduce((sum, row) => sum + row.views, 0),
    inquiry_success: listings.reduce((sum, row) => sum + row.inquiries, 0),
  }
  const funnels = trackedFunnels.map((funnel) =>
    funnel.name === 'property_inquiry'
      ? { ...funnel, steps: funnel.steps.map((step) => ({ ...step, allVisitors: everyone[step.step] ?? null })) }
      : funnel,
  )
  const topListings = listings.slice(0, TOP_LISTINGS)
  return {
    totals: { visitors: totals?.visitors ?? 0, sessions: totals?.sessions ?? 0, pageViews },
    pageViewsByDay,
    topListings,
    leadSources,
    funnels,
  }
}

/**
 * Listing views (consented events by listing, anonymous counts by the listing's path) and inquiries, of every listing
 * with either in the range, most viewed first.
 */
async function getListingFigures(db: Database, range: DateRange, start: Date, end: Date) {
  const views = db.$with('views').as(
    db
      .select({ propertyId: sql<number>`property_id`.as('property_id'), views: sql<number>`sum(n)`.as('views') })
      .from(
        sql`(
          select ${userInteractions.propertyId} as property_id, count(*) as n from ${userInteractions}
          where ${userInteractions.eventType} = 'listing_view' and ${userInteractions.propertyId} is not null
            and ${userInteractions.createdAt} >= ${start.toISOString()}::timestamptz
            and ${userInteractions.createdAt} < ${end.toISOString()}::timestamptz
          group by 1
          union all
          select ${properties.id}, sum(${aggregateCounts.count}) from ${aggregateCounts}
          join ${properties} on ${aggregateCounts.path} = '/property/' || ${properties.slug}
          where ${aggregateCounts.eventType} = 'listing_view' and ${aggregateCounts.day} between ${range.from} and ${range.to}
          group by 1
        ) as listing_views`,
      )
      .groupBy(sql`property_id`),
  )
  const inquiries = db.$with('inquiries').as(
    db
      .select({ propertyId: contactActivities.propertyId, inquiries: count().as('inquiries') })
      .from(contactActivities)
      .where(
        and(
          eq(contactActivities.activityType, 'inquiry'),
          gte(contactActivities.createdAt, start),
          lt(contactActivities.createdAt, end),
        ),
      )
      .groupBy(contactActivities.propertyId),
  )
  const rows = await db
    .with(views, inquiries)
    .select({
      id: properties.id,
      title: properties.title,
      slug: properties.slug,
      views: sql<number>`coalesce(${views.views}, 0)::int`,
      inquiries: sql<number>`coalesce(${inquiries.inquiries}, 0)::int`,
    })
    .from(properties)
    .leftJoin(views, eq(views.propertyId, properties.id))
    .leftJoin(inquiries, eq(inquiries.propertyId, properties.id))
    .where(sql`${views.views} > 0 or ${inquiries.inquiries} > 0`)
    .orderBy(sql`4 desc`, sql`5 desc`, properties.title)
  return rows
}
