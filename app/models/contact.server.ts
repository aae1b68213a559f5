// Leads (SPEC §3 contacts). SPEC §7: upsert on conflict user_id; the upsert must not ignore duplicates (§5).
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { contactActivities, contacts, properties, userRoles, users } from '~/db/schema'

/**
 * Issue 43: staff are not leads. A contact whose address belongs to a member of staff (any role) is left out of lead
 * lists and figures — also a lead who later joined the staff, whose record and history stay reachable from its page.
 */
export const isLead = sql`not exists (select 1 from ${userRoles} inner join ${users} on ${users.id} = ${userRoles.userId} where ${users.email} = lower(${contacts.email}))`

/**
 * SPEC §4: the lead of a user who signed in, upserted with lead_source 'signup'. The lead is the user's own, else
 * the one their e-mail already has (an inquiry sent before signing up), which is linked to the account rather than
 * duplicated. The first touch stays in first_lead_source (kept by a database trigger), so staff see both.
 * SPEC §3 sets 'signup' on sign-up: when the lead is created or gets its account. A lead that already belongs to the
 * account keeps its source (issue 39: a later sign-in overwrote it).
 */
export async function upsertSignupLead(
  db: Database,
  user: { id: string; email: string; firstName: string | null; lastName: string | null },
) {
  return db.transaction(async (tx) => {
    const details = {
      userId: user.id,
      email: user.email,
      firstName: sql`coalesce(nullif(${user.firstName ?? ''}, ''), ${contacts.firstName})`,
      lastName: sql`coalesce(nullif(${user.lastName ?? ''}, ''), ${contacts.lastName})`,
      updatedAt: sql`now()`,
    }
    const [own] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.userId, user.id))
    if (own) {
      const [lead] = await tx.update(contacts).set(details).where(eq(contacts.id, own.id)).returning()
      return lead!
    }
    const [byEmail] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(sql`lower(${contacts.email}) = ${user.email.toLowerCase()}`, isNull(contacts.userId)))
      .orderBy(contacts.createdAt)
      .limit(1)
    if (byEmail) {
      const [lead] = await tx
        .update(contacts)
        .set({ ...details, leadSource: 'signup' })
        .where(eq(contacts.id, byEmail.id))
        .returning()
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
      // another request created the user's own lead meanwhile: it is theirs already, so its source stays
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
