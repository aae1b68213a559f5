// Leads (SPEC §3 contacts). SPEC §7: upsert on conflict user_id; the upsert must not ignore duplicates (§5).
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { contactActivities, contacts, properties } from '~/db/schema'

/**
 * SPEC §4: the lead of a user who signed in. A new lead gets lead_source 'signup'; an existing one is updated with
 * the account's details and keeps the source it came from (an inquiry, say), which staff rely on.
 */
export async function upsertSignupLead(
  db: Database,
  user: { id: string; email: string; firstName: string | null; lastName: string | null },
) {
  const [lead] = await db
    .insert(contacts)
    .values({
      userId: user.id,
      email: user.email,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      leadSource: 'signup',
    })
    .onConflictDoUpdate({
      target: contacts.userId,
      set: {
        email: user.email,
        firstName: sql`coalesce(nullif(excluded.first_name, ''), ${contacts.firstName})`,
        lastName: sql`coalesce(nullif(excluded.last_name, ''), ${contacts.lastName})`,
        updatedAt: sql`now()`,
      },
    })
    .returning()
  return lead!
}

/** The inquiries a signed-in user has sent, newest first (shown on /my-account). */
export async function listInquiriesForUser(db: Database, userId: string) {
  return db
    .select({
      id: contactActivities.id,
      message: contactActivities.message,
      createdAt: contactActivities.createdAt,
      propertyTitle: properties.title,
      propertySlug: properties.slug,
    })
    .from(contactActivities)
    .innerJoin(contacts, eq(contacts.id, contactActivities.contactId))
    .leftJoin(properties, eq(properties.id, contactActivities.propertyId))
    .where(and(eq(contacts.userId, userId), eq(contactActivities.activityType, 'inquiry')))
    .orderBy(desc(contactActivities.createdAt))
    .limit(50)
}
