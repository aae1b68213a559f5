// Issue 17: the staff write paths that are not a plain asStaff around one update — an assignment marks its own
// transaction (its e-mail goes out after the commit), a merge deletes contacts in a savepoint — are recorded too.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { auditLog, contacts } from '~/db/schema'
import { createAgent } from '../../tests/setup/factories'
import { createTestServices } from '../../tests/setup/test-services'
import { asStaff } from './audit.server'
import { mergeContacts } from './contact-consistency.server'
import { assignContact } from './lead-assignment.server'
import { findOrCreateUser } from '~/auth/roles.server'

let services: AppServices
let close: () => Promise<void>
let staff: { id: string; email: string }

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  const email = 'broker@roatan.example'
  staff = { id: (await findOrCreateUser(services.db, email)).id, email }
})
afterAll(() => close())

const entries = (subjectType: string, subjectId: string) =>
  services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(auditLog.id)

describe('staff writes beyond a single update', () => {
  it('records a manual assignment with the agent before and after and the staff e-mail', async () => {
    const agent = await createAgent(services.db, { name: 'Maria Bodden' })
    const [contact] = await services.db.insert(contacts).values({ email: 'ana@example.com' }).returning()
    const result = await assignContact(services, {
      contactId: contact!.id,
      agentId: agent.id,
      by: { userId: staff.id, name: 'Bea Broker', email: staff.email },
      assignmentType: 'manual',
    })
    expect(result.error).toBeNull()
    const [entry] = await entries('contacts', contact!.id)
    expect(entry).toMatchObject({
      actorEmail: staff.email,
      action: 'update',
      changes: { assigned_agent_id: [null, agent.id] },
    })
    // An automatic assignment (no staff member) is not a staff write.
    await assignContact(services, {
      contactId: contact!.id,
      agentId: null,
      by: { userId: null, name: 'Automatic' },
      assignmentType: 'automatic',
    })
    expect(await entries('contacts', contact!.id)).toHaveLength(1)
  })

  it('records a contact merge: the merged contact deleted, its activities moved, the kept one filled', async () => {
    const [kept, other] = await services.db
      .insert(contacts)
      .values([
        { email: 'james@example.com', firstName: 'James' },
        { email: 'JAMES@example.com', phone: '+504 555 0100' },
      ])
      .returning()
    const result = await asStaff(services.db, staff, (tx) =>
      mergeContacts(tx, { contactIds: [kept!.id, other!.id], keepId: kept!.id }, staff.id),
    )
    expect(result.error).toBeNull()
    const [deleted] = await entries('contacts', other!.id)
    expect(deleted).toMatchObject({ action: 'delete', actorEmail: staff.email })
    expect(deleted!.changes.phone).toEqual(['+504 555 0100', null])
    const [filled] = await entries('contacts', kept!.id)
    expect(filled!.changes.phone).toEqual(['', '+504 555 0100'])
  })
})
