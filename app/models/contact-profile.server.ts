// A lead's profile for staff (SPEC §2 contacts/profile/{id}): details, edits, notes and the activity timeline.
// Property views come from the contact's user's listing views, recorded only with tracking consent (SPEC §4).
import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { agents, contactActivities, contacts, emailOutbox, properties, userInteractions, users } from '~/db/schema'
import type { ContactDetails } from '~/lib/contact-profile-forms'
import { roatanLabel } from '~/lib/tour-booking'
import { TASK_KIND_LABELS, type TaskKind } from '~/lib/staff-work-rules'

/** The outbox's states in a broker's words (issue 43: "Delivery: kept"). */
const DELIVERY_WORDS: Record<string, string> = {
  queued: 'Waiting to be sent',
  sending: 'Being sent',
  sent: 'Sent',
  failed: 'Could not be sent, after several tries',
  kept: 'Not sent: no mail server is set up, so it waits in Tools → Outbox',
}

export type TimelineKind =
  | 'inquiry'
  | 'signup'
  | 'email'
  | 'note'
  | 'status_change'
  | 'assignment'
  | 'property_view'
  | 'saved_listing'
  | 'saved_search'
  | 'whatsapp'
  | 'task_done'
  | 'tour'
  | 'other'

export interface TimelineEntry {
  id: string
  kind: TimelineKind
  at: Date
  title: string
  detail: string
  /** who did it, in words */
  by: string
  property: { title: string; slug: string } | null
}

const KINDS: readonly TimelineKind[] = [
  'inquiry',
  'note',
  'status_change',
  'assignment',
  'saved_listing',
  'saved_search',
  'task_done',
  'tour',
]
// What the buyer did themselves (issue 15: buying signals), told in their name.
const BY_BUYER: readonly TimelineKind[] = ['inquiry', 'saved_listing', 'saved_search', 'tour']

export async function getContactProfile(db: Database, contactId: string) {
  const [row] = await db
    .select({ contact: contacts, agentName: agents.name, userCreatedAt: users.createdAt })
    .from(contacts)
    .leftJoin(agents, eq(agents.id, contacts.assignedAgentId))
    .leftJoin(users, eq(users.id, contacts.userId))
    .where(eq(contacts.id, contactId))
  if (!row) return null
  return { contact: row.contact, assignedAgentName: row.agentName, timeline: await getTimeline(db, row) }
}

async function getTimeline(
  db: Database,
  { contact, userCreatedAt }: { contact: typeof contacts.$inferSelect; userCreatedAt: Date | null },
): Promise<TimelineEntry[]> {
  const contactName = [contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.email
  const [activities, emails, views] = await Promise.all([
    db
      .select({
        activity: contactActivities,
        byName: users.name,
        byEmail: users.email,
        propertyTitle: properties.title,
        propertySlug: properties.slug,
      })
      .from(contactActivities)
      .leftJoin(users, eq(users.id, contactActivities.createdBy))
      .leftJoin(properties, eq(properties.id, contactActivities.propertyId))
      .where(eq(contactActivities.contactId, contact.id))
      .orderBy(desc(contactActivities.createdAt))
      .limit(200),
    db
      .select({
        id: emailOutbox.id,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.toAddress}) = lower(${contact.email})`)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(100),
    contact.userId
      ? db
          .select({
            id: userInteractions.id,
            at: userInteractions.createdAt,
            title: properties.title,
            slug: properties.slug,
            eventType: userInteractions.eventType,
          })
          .from(userInteractions)
          .innerJoin(properties, eq(properties.id, userInteractions.propertyId))
          .where(
            and(
              eq(userInteractions.userId, contact.userId),
              or(
                eq(userInteractions.eventType, 'listing_view'),
                // issue 16: a WhatsApp conversation started from a listing (recorded with tracking consent only)
                and(
                  eq(userInteractions.eventType, 'contact_click'),
                  sql`${userInteractions.metadata}->>'channel' = 'whatsapp'`,
                ),
              ),
            ),
          )
          .orderBy(desc(userInteractions.createdAt))
          .limit(100)
      : [],
  ])
  const entries: TimelineEntry[] = activities.map(({ activity, byName, byEmail, propertyTitle, propertySlug }) => {
    const kind = KINDS.find((candidate) => candidate === activity.activityType) ?? 'other'
    const metadata = activity.metadata
    const staff = byName || byEmail
    const by = BY_BUYER.includes(kind)
      ? contactName
      : staff || (metadata.assignmentType === 'automatic' ? 'Automatic assignment' : 'Staff')
    return {
      id: activity.id,
      kind,
      at: activity.createdAt,
      title: activityTitle(kind, activity.activityType, metadata),
      detail: kind === 'inquiry' || kind === 'note' || kind === 'tour' || kind === 'other' ? activity.message : '',
      by,
      property: propertyTitle && propertySlug ? { title: propertyTitle, slug: propertySlug } : null,
    }
  })
  for (const email of emails) {
    entries.push({
      id: email.id,
      kind: 'email',
      at: email.createdAt,
      title: `E-mail: ${email.subject}`,
      detail: DELIVERY_WORDS[email.status] ?? email.status,
      by: 'The website',
      property: null,
    })
  }
  for (const view of views) {
    const whatsapp = view.eventType === 'contact_click'
    entries.push({
      id: `view-${view.id}`,
      kind: whatsapp ? 'whatsapp' : 'property_view',
      at: view.at,
      title: whatsapp ? 'Opened WhatsApp to message the agent' : `Viewed ${view.title}`,
      detail: '',
      by: contactName,
      property: whatsapp ? { title: view.title, slug: view.slug } : null,
    })
  }
  if (contact.userId || contact.leadSource === 'signup') {
    entries.push({
      id: `signup-${contact.id}`,
      kind: 'signup',
      at: userCreatedAt ?? contact.createdAt,
      title: 'Signed up for an account',
      detail: '',
      by: contactName,
      property: null,
    })
  }
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime())
}

function activityTitle(kind: TimelineKind, type: string, metadata: Record<string, unknown>) {
  switch (kind) {
    case 'inquiry':
      return 'Inquiry'
    case 'note':
      return 'Note'
    case 'saved_listing':
      return 'Saved a listing'
    case 'task_done': // issue 17: a completed follow-up task
      return `Task done: ${TASK_KIND_LABELS[metadata.kind as TaskKind] ?? String(metadata.kind ?? '')} — ${String(metadata.title ?? '')}`
    case 'saved_search':
      return `Saved a search: ${String(metadata.name ?? '')}`.trim()
    case 'tour': // issue 44: booked, moved or cancelled from the buyer's own link
      return tourLine(metadata)
    case 'status_change':
      return `Status changed from ${String(metadata.from ?? '—')} to ${String(metadata.to ?? '—')}`
    case 'assignment': {
      const how = metadata.assignmentType === 'automatic' ? ' (automatic)' : ''
      if (!metadata.agentName) return `Unassigned${how}`
      if (metadata.agentId === metadata.previousAgentId)
        return `Assignment e-mail sent again to ${String(metadata.agentName)}`
      return `Assigned to ${String(metadata.agentName)}${how}`
    }
    default:
      return type.replace(/_/g, ' ')
  }
}

const TOUR_EVENTS: Record<string, string> = {
  booked: 'Booked a tour',
  rescheduled: 'Moved the tour to',
  cancelled: 'Cancelled the tour of',
}

function tourLine(metadata: Record<string, unknown>) {
  const how = metadata.kind === 'video' ? ' (video call)' : metadata.kind === 'in_person' ? ' (in person)' : ''
  const at = typeof metadata.startsAt === 'string' ? new Date(metadata.startsAt) : null
  const when = at && !Number.isNaN(at.getTime()) ? ` ${roatanLabel(at)}` : ''
  const what = TOUR_EVENTS[String(metadata.event)] ?? 'Tour'
  return metadata.event === 'booked' ? `${what} for${when}${how}` : `${what}${when}${how}`
}

/** Saves the edited details; a status change is recorded in the timeline. Returns false for an unknown contact. */
export async function updateContactDetails(db: Database, contactId: string, details: ContactDetails, userId: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: contacts.status })
      .from(contacts)
      .where(eq(contacts.id, contactId))
      .for('update')
    if (!before) return false
    await tx
      .update(contacts)
      .set({ ...details, updatedAt: sql`now()` })
      .where(eq(contacts.id, contactId))
    if (before.status !== details.status) {
      await tx.insert(contactActivities).values({
        contactId,
        activityType: 'status_change',
        metadata: { from: before.status, to: details.status },
        createdBy: userId,
      })
    }
    return true
  })
}

export async function addContactNote(db: Database, contactId: string, note: string, userId: string | null) {
  const [exists] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, contactId)))
  if (!exists) return false
  await db.insert(contactActivities).values({ contactId, activityType: 'note', message: note, createdBy: userId })
  return true
}
