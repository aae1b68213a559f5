// Figures for the admin Dashboard, straight from the database.
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { alertRuns, contactActivities, contacts, properties } from '~/db/schema'
import { isLead } from './contact.server'

// "Today" is the brokerage's day on Roatan.
const startOfToday = sql`(date_trunc('day', now() at time zone 'America/Tegucigalpa') at time zone 'America/Tegucigalpa')`

export async function getDashboardFigures(db: Database) {
  const [byStatus, [newLeads], [inquiriesToday], [unassigned], latestLeads, [alerts]] = await Promise.all([
    db.select({ status: properties.status, total: count() }).from(properties).groupBy(properties.status),
    db
      .select({ total: count() })
      .from(contacts)
      .where(and(gte(contacts.createdAt, sql`now() - interval '7 days'`), isLead)),
    db
      .select({ total: count() })
      .from(contactActivities)
      .where(and(eq(contactActivities.activityType, 'inquiry'), gte(contactActivities.createdAt, startOfToday))),
    db
      .select({ total: count() })
      .from(contacts)
      .where(and(isNull(contacts.assignedAgentId), isLead)),
    db
      .select({
        id: contacts.id,
        email: contacts.email,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        leadSource: contacts.leadSource,
        createdAt: contacts.createdAt,
      })
      .from(contacts)
      .where(isLead)
      .orderBy(desc(contacts.createdAt))
      .limit(5),
    // issue 15: listing alerts e-mailed to buyers in the last 30 days
    db
      .select({ total: sql<number>`coalesce(sum(${alertRuns.emails}), 0)::int` })
      .from(alertRuns)
      .where(gte(alertRuns.createdAt, sql`now() - interval '30 days'`)),
  ])
  return {
    listingsByStatus: Object.fromEntries(byStatus.map((row) => [row.status, row.total])) as Record<string, number>,
    newLeadsThisWeek: newLeads?.total ?? 0,
    inquiriesToday: inquiriesToday?.total ?? 0,
    unassignedLeads: unassigned?.total ?? 0,
    latestLeads,
    alertsSent30Days: alerts?.total ?? 0,
  }
}
