import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { contactActivities, contacts, users } from '~/db/schema'
import { createAgent } from '../../tests/setup/factories'
import { createTestServices } from '../../tests/setup/test-services'
import { updateInquiryStatus } from './admin-leads.server'
import { getSpeedToLead, listIdleLeads } from './speed-to-lead.server'

let services: AppServices
let close: () => Promise<void>

// Inquiries on 2026-03-10 (Roatan, UTC−6); first staff actions after 10, 20, 30, 40 and 100 minutes for Maria,
// none for one more of hers, and 5 minutes for an unassigned lead.
const at = (minutes: number) => new Date(Date.parse('2026-03-10T15:00:00Z') + minutes * 60_000)

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  const { db } = services
  await db.insert(users).values({ id: 'u-staff', email: 'staff@example.com' })
  const maria = await createAgent(db, { name: 'Maria Bodden' })
  const lead = async (email: string, agentId: number | null, answerAfter: number | null, type = 'note') => {
    const [contact] = await db.insert(contacts).values({ email, assignedAgentId: agentId }).returning()
    await db.insert(contactActivities).values({ contactId: contact!.id, activityType: 'inquiry', createdAt: at(0) })
    // Automatic and buyer activities never count.
    await db.insert(contactActivities).values([
      { contactId: contact!.id, activityType: 'assignment', createdAt: at(1) },
      { contactId: contact!.id, activityType: 'note', createdAt: at(2) },
    ])
    if (answerAfter !== null) {
      await db.insert(contactActivities).values([
        { contactId: contact!.id, activityType: type, createdBy: 'u-staff', createdAt: at(answerAfter) },
        { contactId: contact!.id, activityType: 'note', createdBy: 'u-staff', createdAt: at(answerAfter + 500) },
      ])
    }
    return contact!.id
  }
  await lead('a@example.com', maria.id, 10)
  await lead('b@example.com', maria.id, 20, 'status_change')
  await lead('c@example.com', maria.id, 30, 'task_done')
  await lead('d@example.com', maria.id, 40)
  await lead('e@example.com', maria.id, 100)
  await lead('f@example.com', maria.id, null)
  await lead('g@example.com', null, 5)
  // A staff note from before the inquiry is not an answer to it.
  const [early] = await db.insert(contacts).values({ email: 'h@example.com' }).returning()
  await db.insert(contactActivities).values([
    { contactId: early!.id, activityType: 'note', createdBy: 'u-staff', createdAt: at(-60) },
    { contactId: early!.id, activityType: 'inquiry', createdAt: at(0) },
  ])
})
afterAll(() => close())

describe('speed to lead', () => {
  it('gives the median and 90th percentile minutes to the first staff action, per agent', async () => {
    const rows = await getSpeedToLead(services.db, { from: '2026-03-10', to: '2026-03-10' })
    expect(rows).toEqual([
      // percentile_cont over 10, 20, 30, 40, 100: median 30; 90th: 40 + 0.6 × 60 = 76
      {
        agentId: expect.any(Number),
        agentName: 'Maria Bodden',
        inquiries: 6,
        answered: 5,
        medianMinutes: 30,
        p90Minutes: 76,
      },
      { agentId: null, agentName: 'No agent', inquiries: 2, answered: 1, medianMinutes: 5, p90Minutes: 5 },
    ])
  })

  it('counts only inquiries of the range, in Roatan days', async () => {
    expect(await getSpeedToLead(services.db, { from: '2026-03-11', to: '2026-03-31' })).toEqual([])
    expect(await getSpeedToLead(services.db, { from: '2026-03-09', to: '2026-03-10' })).toHaveLength(2)
    // 02:00 UTC on the 11th is still the 10th on Roatan.
    const [late] = await services.db.insert(contacts).values({ email: 'late@example.com' }).returning()
    await services.db
      .insert(contactActivities)
      .values({ contactId: late!.id, activityType: 'inquiry', createdAt: new Date('2026-03-11T02:00:00Z') })
    const [none] = await getSpeedToLead(services.db, { from: '2026-03-10', to: '2026-03-10' }).then((rows) =>
      rows.filter((row) => row.agentId === null),
    )
    expect(none!.inquiries).toBe(3)
    expect(await getSpeedToLead(services.db, { from: '2026-03-11', to: '2026-03-11' })).toEqual([])
  })
})

describe('an inquiry marked on Admin → Inquiries', () => {
  it('counts as a staff action when staff change its status', async () => {
    const [contact] = await services.db.insert(contacts).values({ email: 'marked@example.com' }).returning()
    const [inquiry] = await services.db
      .insert(contactActivities)
      .values({
        contactId: contact!.id,
        activityType: 'inquiry',
        status: 'new',
        createdAt: new Date('2026-04-01T15:00:00Z'),
      })
      .returning()
    const day = { from: '2026-04-01', to: '2026-04-01' }
    expect((await getSpeedToLead(services.db, day))[0]).toMatchObject({ inquiries: 1, answered: 0 })
    await updateInquiryStatus(services.db, { activityId: inquiry!.id, status: 'contacted' }, 'u-staff')
    // The same status again is no new action.
    await updateInquiryStatus(services.db, { activityId: inquiry!.id, status: 'contacted' }, 'u-staff')
    expect((await getSpeedToLead(services.db, day))[0]).toMatchObject({ inquiries: 1, answered: 1 })
  })
})

describe('leads needing attention', () => {
  it('lists open leads whose last inquiry waits more than 24 hours for a staff action', async () => {
    const idle = await listIdleLeads(services.db, at(25 * 60))
    expect(idle.map((lead) => lead.email).sort()).toEqual(['f@example.com', 'h@example.com'])
    expect(idle[0]!.hoursWaiting).toBe(25)
    expect(await listIdleLeads(services.db, at(23 * 60))).toEqual([])
  })
})
