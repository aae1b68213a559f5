// Leads (SPEC §3 contacts). SPEC §7: upsert on conflict user_id; the upsert must not ignore duplicates (§5).
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { contactActivities, contacts, properties } from '~/db/schema'

/**
 * SPEC §4: the lead of a user who signed in, upserted with lead_source 'signup'. The lead is the user's own, else
 * the one their e-mail already has (an inquiry sent before signing up), which is linked to the account rather than
 * duplicated. The first touch stays in first_lead_source (kept by a database trigger), so staff see both.
 */
export async function upsertSignupLead(
  db: Database,
  user: { id: string; email: string; firstName: string | null; lastName: string | null },
) {
  return db.transaction(async (tx) => {
    const details = {
      userId: user.id,
      email: user.email,
      leadSource: 'signup',
      firstName: sql`coalesce(nullif(${user.firstName ?? ''}, ''), ${contacts.firstName})`,
      lastName: sql`coalesce(nullif(${user.lastName ?? ''}, ''), ${contacts.lastName})`,
      updatedAt: sql`now()`,
    }
    const [byEmail] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(sql`lower(${contacts.email}) = ${user.email.toLowerCase()}`, isNull(contacts.userId)))
      .orderBy(contacts.createdAt)
      .limit(1)
    const [own] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.userId, user.id))
    const existing = own ?? byEmail
    if (existing) {
      const [lead] = await tx.update(contacts).set(details).where(eq(contacts.id, existing.id)).returning()
      return lead!
    }
    const [lead] = await tx
      .insert(contacts)
      .values({
        userId: user.id,
        email: user.email,
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        leadSource: 'signup',
      })
      .onConflictDoUpdate({ target: contacts.userId, set: details })
      .returning()
    return lead!
  })
}

/** The inquiries a signed-in user has sent, newest first (shown on /my-account). */
export async function listInquiriesForUser(db: Database, userId: string) {
  return db
    .select({
      id: contactActivities.id,
      message: contactActivities.message,
      createdAt: contactActivities.createdAt,
      propertyTitle: properties.title,
      propertyTitleEs: properties.titleEs,
      propertySlug: properties.slug,
    })
    .from(contactActivities)
    .innerJoin(contacts, eq(contacts.id, contactActivities.contactId))
    .leftJoin(properties, eq(properties.id, contactActivities.propertyId))
    .where(and(eq(contacts.userId, userId), eq(contactActivities.activityType, 'inquiry')))
    .orderBy(desc(contactActivities.createdAt))
    .limit(50)
}
