// Contact consistency (issue 6, SPEC §2 contact-consistency): duplicate leads, leads whose account is gone, leads
// missing required data — and merging duplicates into one contact without losing an activity.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '~/db/client.server'
import { contactActivities, contacts, users } from '~/db/schema'

export interface ConsistencyContact {
  id: string
  /** full name, '' when there is none */
  name: string
  email: string
  firstName: string
  lastName: string
  phone: string
  leadSource: string
  userId: string | null
  /** the contact's user_id points at an account that no longer exists */
  userMissing: boolean
  createdAt: Date
  activityCount: number
}

export interface DuplicateGroup {
  /** 'email' (same address ignoring case and spaces) or 'phone-name' (same phone digits and full name) */
  reason: 'email' | 'phone-name'
  /** what the members share, in words */
  shared: string
  contacts: ConsistencyContact[]
}

export interface ConsistencyReport {
  duplicates: DuplicateGroup[]
  orphans: ConsistencyContact[]
  incomplete: ConsistencyContact[]
}

const emailKey = sql<string>`lower(trim(${contacts.email}))`
const phoneDigits = sql<string>`regexp_replace(${contacts.phone}, '[^0-9]', '', 'g')`
const nameKey = sql<string>`lower(trim(regexp_replace(${contacts.firstName} || ' ' || ${contacts.lastName}, '\\s+', ' ', 'g')))`

/** Only the contacts with a problem are read: window counts find the duplicate keys in one pass. */
export async function getConsistencyReport(db: Database): Promise<ConsistencyReport> {
  const activityCounts = db
    .select({ contactId: contactActivities.contactId, total: sql<number>`count(*)::int`.as('total') })
    .from(contactActivities)
    .groupBy(contactActivities.contactId)
    .as('activity_counts')
  const candidates = db
    .select({
      id: contacts.id,
      email: contacts.email,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      phone: contacts.phone,
      leadSource: contacts.leadSource,
      userId: contacts.userId,
      userMissing: sql<boolean>`(${contacts.userId} is not null and ${users.id} is null)`.as('user_missing'),
      createdAt: contacts.createdAt,
      activityCount: sql<number>`coalesce(${activityCounts.total}, 0)`.as('activity_count'),
      emailKey: sql<string>`${emailKey}`.as('email_key'),
      phoneNameKey: sql<
        string | null
      >`case when ${phoneDigits} <> '' and ${nameKey} <> '' then ${phoneDigits} || '|' || ${nameKey} end`.as(
        'phone_name_key',
      ),
      emailCount: sql<number>`count(*) over (partition by ${emailKey})`.as('email_count'),
      phoneNameCount:
        sql<number>`count(*) over (partition by case when ${phoneDigits} <> '' and ${nameKey} <> '' then ${phoneDigits} || '|' || ${nameKey} else ${contacts.id}::text end)`.as(
          'phone_name_count',
        ),
    })
    .from(contacts)
    .leftJoin(users, eq(users.id, contacts.userId))
    .leftJoin(activityCounts, eq(activityCounts.contactId, contacts.id))
    .as('candidates')
  const rows = await db
    .select()
    .from(candidates)
    .where(
      sql`(${candidates.emailKey} <> '' and ${candidates.emailCount} > 1) or ${candidates.phoneNameCount} > 1
        or ${candidates.userMissing} or (${candidates.leadSource} = 'signup' and ${candidates.userId} is null)
        or ${candidates.emailKey} = '' or trim(${candidates.firstName} || ${candidates.lastName}) = ''`,
    )
    .orderBy(candidates.createdAt, candidates.id)

  const byEmail = new Map<string, ConsistencyContact[]>()
  const byPhoneName = new Map<string, ConsistencyContact[]>()
  const orphans: ConsistencyContact[] = []
  const incomplete: ConsistencyContact[] = []
  for (const row of rows) {
    const contact: ConsistencyContact = {
      id: row.id,
      name: fullName(row),
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      leadSource: row.leadSource,
      userId: row.userId,
      userMissing: Boolean(row.userMissing),
      createdAt: new Date(row.createdAt),
      activityCount: Number(row.activityCount),
    }
    if (row.emailKey !== '' && Number(row.emailCount) > 1) push(byEmail, row.emailKey, contact)
    if (row.phoneNameKey && Number(row.phoneNameCount) > 1) push(byPhoneName, row.phoneNameKey, contact)
    // contacts.user_id is ON DELETE SET NULL, so a deleted account usually leaves a signup lead without a user.
    if (contact.userMissing || (contact.leadSource === 'signup' && contact.userId === null)) orphans.push(contact)
    if (row.emailKey === '' || `${row.firstName}${row.lastName}`.trim() === '') incomplete.push(contact)
  }
  const duplicates: DuplicateGroup[] = [
    ...[...byEmail].map(([key, members]) => ({ reason: 'email' as const, shared: key, contacts: members })),
    ...[...byPhoneName].map(([key, members]) => {
      const [digits, name] = key.split('|')
      return { reason: 'phone-name' as const, shared: `${name} · ${digits}`, contacts: members }
    }),
  ]
  return { duplicates, orphans, incomplete }
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

// ---- Merging ----

/** The merge form and the preview link: at least two distinct contacts, and the kept one is among them. */
export const ContactMergeSchema = z
  .object({
    contactIds: z
      .array(z.uuid())
      .min(2, 'Choose at least two contacts to merge.')
      .refine((ids) => new Set(ids).size === ids.length, 'A contact is listed twice.'),
    keepId: z.uuid().optional(),
  })
  .refine((merge) => !merge.keepId || merge.contactIds.includes(merge.keepId), {
    message: 'The kept contact must be one of the merged contacts.',
    path: ['keepId'],
  })
export type ContactMerge = z.infer<typeof ContactMergeSchema>

const FILLABLE = ['email', 'firstName', 'lastName', 'phone', 'assignedAgentId', 'userId'] as const
type Fillable = (typeof FILLABLE)[number]
type ContactRow = typeof contacts.$inferSelect

export interface MergePreview {
  kept: ConsistencyContact
  others: ConsistencyContact[]
  /** fields the kept contact takes from the others: it keeps its own non-empty values */
  fills: { field: Fillable; label: string; value: string; fromId: string }[]
  /** activities that move to the kept contact */
  activitiesMoving: number
}

const FIELD_LABELS: Record<Fillable, string> = {
  email: 'E-mail',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  assignedAgentId: 'Assigned agent',
  userId: 'User account',
}

const isEmpty = (value: string | number | null) => value === null || (typeof value === 'string' && value.trim() === '')

/** SPEC: keep the contact linked to a user, else the oldest, unless staff chose another. */
function planMerge(rows: ContactRow[], counts: Map<string, number>, userIds: Set<string>, keepId?: string) {
  const ordered = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
  const kept =
    ordered.find((row) => row.id === keepId) ??
    ordered.find((row) => row.userId !== null && userIds.has(row.userId)) ??
    ordered[0]!
  const others = ordered.filter((row) => row.id !== kept.id)
  const fills: MergePreview['fills'] = []
  const values: Partial<Pick<ContactRow, Fillable>> = {}
  for (const field of FILLABLE) {
    if (!isEmpty(kept[field])) continue
    const donor = others.find(
      (row) => !isEmpty(row[field]) && (field !== 'userId' || (row.userId !== null && userIds.has(row.userId))),
    )
    if (!donor) continue
    Object.assign(values, { [field]: donor[field] })
    fills.push({ field, label: FIELD_LABELS[field], value: String(donor[field]), fromId: donor.id })
  }
  const toSummary = (row: ContactRow): ConsistencyContact => ({
    id: row.id,
    name: fullName(row),
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    leadSource: row.leadSource,
    userId: row.userId,
    userMissing: row.userId !== null && !userIds.has(row.userId),
    createdAt: row.createdAt,
    activityCount: counts.get(row.id) ?? 0,
  })
  const activitiesMoving = others.reduce((sum, row) => sum + (counts.get(row.id) ?? 0), 0)
  return {
    preview: { kept: toSummary(kept), others: others.map(toSummary), fills, activitiesMoving } satisfies MergePreview,
    values,
  }
}

type Reader = Pick<Database, 'select'>

async function loadMergeRows(db: Reader, contactIds: string[], lock: boolean) {
  const query = db.select().from(contacts).where(inArray(contacts.id, contactIds))
  const rows = lock ? await query.for('update') : await query
  if (rows.length !== contactIds.length) return null
  const [countRows, userRows] = await Promise.all([
    db
      .select({ contactId: contactActivities.contactId, total: sql<number>`count(*)::int` })
      .from(contactActivities)
      .where(inArray(contactActivities.contactId, contactIds))
      .groupBy(contactActivities.contactId),
    db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.flatMap((row) => (row.userId ? [row.userId] : [])),
        ),
      ),
  ])
  return {
    rows,
    counts: new Map(countRows.map((row) => [row.contactId, Number(row.total)])),
    userIds: new Set(userRows.map((row) => row.id)),
  }
}

/** What a merge would do; null when a contact no longer exists (merged meanwhile, say). */
export async function previewContactMerge(db: Database, merge: ContactMerge): Promise<MergePreview | null> {
  const loaded = await loadMergeRows(db, merge.contactIds, false)
  if (!loaded) return null
  return planMerge(loaded.rows, loaded.counts, loaded.userIds, merge.keepId).preview
}

export type MergeResult = { merged: MergePreview; error: null } | { merged: null; error: string }

/**
 * Merges in one transaction: moves every activity of the others to the kept contact, fills its empty fields,
 * deletes the others and records the merge in a note by `staffUserId`. Rolls back unless the counts add up.
 */
export async function mergeContacts(db: Database, merge: ContactMerge, staffUserId: string): Promise<MergeResult> {
  try {
    const merged = await db.transaction(async (tx) => {
      const loaded = await loadMergeRows(tx, merge.contactIds, true)
      if (!loaded) throw new MergeError('One of these contacts no longer exists. Reload the page and try again.')
      const { preview, values } = planMerge(loaded.rows, loaded.counts, loaded.userIds, merge.keepId)
      const otherIds = preview.others.map((other) => other.id)
      const before = preview.kept.activityCount + preview.activitiesMoving

      const moved = await tx
        .update(contactActivities)
        .set({ contactId: preview.kept.id })
        .where(inArray(contactActivities.contactId, otherIds))
        .returning({ id: contactActivities.id })
      if (moved.length !== preview.activitiesMoving) throw new MergeError('The activities changed meanwhile.')
      // Deleted before the update: user_id is unique, and the kept contact may take it from another.
      await tx.delete(contacts).where(inArray(contacts.id, otherIds))
      await tx
        .update(contacts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(contacts.id, preview.kept.id))
      const at = new Date()
      await tx.insert(contactActivities).values({
        contactId: preview.kept.id,
        activityType: 'note',
        createdBy: staffUserId,
        message: `Merged ${preview.others.map(describe).join(', ')} into this contact on ${at.toISOString()}: ${
          preview.activitiesMoving
        } ${preview.activitiesMoving === 1 ? 'activity' : 'activities'} moved${
          preview.fills.length ? `; took ${preview.fills.map((fill) => fill.label.toLowerCase()).join(', ')}` : ''
        }.`,
        metadata: {
          merge: true,
          mergedContactIds: otherIds,
          mergedContacts: preview.others.map((other) => ({ id: other.id, email: other.email, name: other.name })),
          mergedBy: staffUserId,
          mergedAt: at.toISOString(),
          activitiesMoved: preview.activitiesMoving,
          filledFields: preview.fills.map((fill) => fill.field),
        },
      })

      // Nothing is lost: the kept contact holds every activity of the group, plus the merge note.
      const [after] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(contactActivities)
        .where(eq(contactActivities.contactId, preview.kept.id))
      const [left] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(contactActivities)
        .where(and(inArray(contactActivities.contactId, otherIds)))
      if (Number(after?.total) !== before + 1 || Number(left?.total) !== 0) {
        throw new MergeError('The activity counts did not add up; nothing was merged.')
      }
      return preview
    })
    return { merged, error: null }
  } catch (error) {
    if (error instanceof MergeError) return { merged: null, error: error.message }
    throw error
  }
}

class MergeError extends Error {}

function fullName(contact: Pick<ConsistencyContact, 'firstName' | 'lastName'>) {
  return [contact.firstName, contact.lastName].filter((part) => part.trim() !== '').join(' ')
}

function describe(contact: ConsistencyContact) {
  return `${contact.name || '(no name)'} <${contact.email || 'no e-mail'}> (${contact.id})`
}
