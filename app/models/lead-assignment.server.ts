// Assigning leads to agents (SPEC §4 assignment, §7 contacts update and send-email, §8 errors), by staff or
// automatically for new leads (app_settings 'lead_assignment').
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import type { Database } from '~/db/client.server'
import { agents, appSettings, contactActivities, contacts, properties } from '~/db/schema'
import { renderEmail } from '~/mail/email-templates.server'
import type { AssignmentEmailData } from '~/mail/templates'
import { ContactAssignSchema, LEAD_ASSIGNMENT_MODES, type LeadAssignmentMode } from '~/lib/contact-profile-forms'
import { markStaffWrite } from '~/models/audit.server'
import { agentUserId, publishStaffEvent } from './staff-events.server'

const SETTING_KEY = 'lead_assignment'

type Services = Pick<AppServices, 'db' | 'logger' | 'outbox' | 'config'>
type Contact = typeof contacts.$inferSelect

/**
 * SPEC §8: assign-contact errors return {data:null, error:message}. `renotified`: the lead already had this agent,
 * so nothing changed but the agent was e-mailed again (staff re-save an assignment to nudge the agent).
 */
export type AssignResult = { data: Contact; error: null; renotified: boolean } | { data: null; error: string }

export interface Assigner {
  /** users.id of the staff member, or null for an automatic assignment */
  userId: string | null
  name: string
  /** the staff member's e-mail: a manual assignment is recorded in the audit log under it (issue 17) */
  email?: string
}

export function contactName(contact: Pick<Contact, 'firstName' | 'lastName' | 'email'>) {
  return [contact.firstName, contact.lastName].filter(Boolean).join(' ').trim() || contact.email
}

export async function getLeadAssignmentMode(db: Database): Promise<LeadAssignmentMode> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTING_KEY))
  const value = row?.value
  return LEAD_ASSIGNMENT_MODES.find((mode) => mode === value) ?? 'off'
}

export async function setLeadAssignmentMode(db: Database, mode: LeadAssignmentMode) {
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: mode })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: mode, updatedAt: sql`now()` } })
}

/** Active agents staff may assign leads to. */
export function listAssignableAgents(db: Database) {
  return db
    .select({ id: agents.id, name: agents.name, email: agents.email })
    .from(agents)
    .where(eq(agents.active, true))
    .orderBy(asc(agents.sortOrder), asc(agents.name))
}

/**
 * SPEC §4/§7: sets assigned_agent_id (null unassigns) and updated_at, records an 'assignment' activity, and e-mails
 * the agent. The e-mail is logged on failure and never undoes the assignment (SPEC §8).
 */
export async function assignContact(
  services: Services,
  {
    contactId,
    agentId,
    by,
    assignmentType,
  }: { contactId: string; agentId: number | null; by: Assigner; assignmentType: 'manual' | 'automatic' },
): Promise<AssignResult> {
  const { db, logger } = services
  let agent: { id: number; name: string; email: string } | undefined
  let contact: Contact | undefined
  let renotified = false
  try {
    const outcome = await db.transaction(async (tx) => {
      if (by.userId && by.email) await markStaffWrite(tx, { id: by.userId, email: by.email })
      if (agentId !== null) {
        ;[agent] = await tx
          .select({ id: agents.id, name: agents.name, email: agents.email })
          .from(agents)
          .where(and(eq(agents.id, agentId), eq(agents.active, true)))
        if (!agent) return 'There is no active agent with this id.'
      }
      const [previous] = await tx
        .select({ assignedAgentId: contacts.assignedAgentId })
        .from(contacts)
        .where(eq(contacts.id, contactId))
        .for('update')
      if (!previous) return 'This contact no longer exists.'
      renotified = agentId !== null && previous.assignedAgentId === agentId
      ;[contact] = await tx
        .update(contacts)
        .set({ assignedAgentId: agentId, updatedAt: sql`now()` })
        .where(eq(contacts.id, contactId))
        .returning()
      await tx.insert(contactActivities).values({
        contactId,
        activityType: 'assignment',
        message: agent
          ? renotified
            ? `Assignment e-mail sent again to ${agent.name}`
            : `Assigned to ${agent.name}`
          : 'Unassigned',
        metadata: {
          agentId,
          agentName: agent?.name ?? null,
          previousAgentId: previous.assignedAgentId,
          assignmentType,
          assignedBy: by.name,
        },
        createdBy: by.userId,
      })
      // Issue 17: the agent hears of a lead given to them by staff live (a new lead's inquiry tells them itself)
      const agentUser = assignmentType === 'manual' && agent && !renotified ? await agentUserId(tx, agent.id) : null
      if (agentUser) {
        await publishStaffEvent(tx, {
          kind: 'lead_assigned',
          title: `Lead assigned to you: ${contactName(contact!)}`,
          body: `By ${by.name}`,
          link: `/admin/contacts/profile/${contactId}`,
          userId: agentUser,
        })
      }
      return null
    })
    if (outcome) return { data: null, error: outcome }
  } catch (error) {
    logger.error({ err: error, contactId, agentId }, 'could not assign the contact')
    return { data: null, error: error instanceof Error ? error.message : 'The contact could not be assigned.' }
  }
  if (agent) await sendAssignmentEmail(services, agent, contact!, by, assignmentType)
  return { data: contact!, error: null, renotified }
}

/** The assign form of the contacts list and the profile (agentId; empty unassigns), answered as SPEC §8 says. */
export async function assignContactFromForm(
  services: Services,
  { contactId, form, by }: { contactId: string; form: FormData; by: Assigner },
) {
  const parsed = ContactAssignSchema.safeParse({ agentId: form.get('agentId') ?? '' })
  if (!parsed.success) return { result: { data: null, error: 'Choose an agent.' } as AssignResult, status: 400 }
  const result = await assignContact(services, {
    contactId,
    agentId: parsed.data.agentId,
    by,
    assignmentType: 'manual',
  })
  return { result, status: result.error === null ? 200 : 400 }
}

async function sendAssignmentEmail(
  { db, outbox, logger, config }: Services,
  agent: { email: string },
  contact: Contact,
  by: Assigner,
  assignmentType: 'manual' | 'automatic',
) {
  if (!agent.email) {
    logger.warn({ contactId: contact.id }, 'assigned agent has no e-mail address; no assignment e-mail')
    return null
  }
  const data: AssignmentEmailData = {
    userName: by.name,
    contactName: contactName(contact),
    contactEmail: contact.email,
    contactPhone: contact.phone,
    assignmentType,
    contactId: contact.id,
  }
  try {
    return await outbox.enqueue({
      to: agent.email,
      templateType: 'assignment',
      ...(await renderEmail({ db, logger }, 'assignment', { ...data, appUrl: config.appUrl })),
    })
  } catch (error) {
    logger.error({ err: error, to: agent.email }, 'assignment e-mail failed') // SPEC §8
    return null
  }
}

/** The active agent (with an address) who least recently received an automatic assignment; never-assigned first. */
async function nextRoundRobinAgent(db: Database) {
  const lastAutomatic = sql`(select max(${contactActivities.createdAt}) from ${contactActivities}
    where ${contactActivities.activityType} = 'assignment'
      and ${contactActivities.metadata}->>'assignmentType' = 'automatic'
      and ${contactActivities.metadata}->>'agentId' = ${agents.id}::text)`
  const [agent] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.active, true), ne(agents.email, '')))
    .orderBy(sql`${lastAutomatic} asc nulls first`, asc(agents.sortOrder), asc(agents.id))
    .limit(1)
  return agent?.id ?? null
}

async function listingAgent(db: Database, propertyId: number) {
  const [row] = await db
    .select({ id: agents.id })
    .from(properties)
    .innerJoin(agents, and(eq(agents.id, properties.agentId), eq(agents.active, true), ne(agents.email, '')))
    .where(eq(properties.id, propertyId))
  return row?.id ?? null
}

/**
 * Called once a lead has just been created by an inquiry. Follows the admins' setting; a failure is logged and never
 * fails the inquiry. Returns the assignment, or null when nothing was assigned.
 */
export async function autoAssignNewLead(services: Services, contactId: string, propertyId: number | null) {
  try {
    const mode = await getLeadAssignmentMode(services.db)
    if (mode === 'off') return null
    const agentId =
      (mode === 'listing_agent' && propertyId !== null ? await listingAgent(services.db, propertyId) : null) ??
      (await nextRoundRobinAgent(services.db))
    if (agentId === null) {
      services.logger.warn({ contactId, mode }, 'no active agent for automatic lead assignment')
      return null
    }
    const result = await assignContact(services, {
      contactId,
      agentId,
      by: { userId: null, name: 'Automatic assignment' },
      assignmentType: 'automatic',
    })
    if (result.error !== null) services.logger.error({ contactId, error: result.error }, 'automatic assignment failed')
    return result
  } catch (error) {
    services.logger.error({ err: error, contactId }, 'automatic assignment failed')
    return null
  }
}
