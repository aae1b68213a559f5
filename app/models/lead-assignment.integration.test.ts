import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { agents, contactActivities, contacts, emailOutbox } from '~/db/schema'
import type { Inquiry } from '~/lib/inquiry-schema'
import { createAgent, createListing } from '../../tests/setup/factories'
import { createTestServices } from '../../tests/setup/test-services'
import { addContactNote, getContactProfile } from './contact-profile.server'
import { recordContactMessage, recordInquiry } from './inquiry.server'
import { assignContact, getLeadAssignmentMode, setLeadAssignmentMode } from './lead-assignment.server'

let services: AppServices
let close: () => Promise<void>
let maria: number
let james: number
let inquiry: Inquiry
const staff = { userId: null, name: 'Bea Broker' }

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  maria = (await createAgent(services.db, { name: 'Maria Bodden', email: 'maria@example.com', sortOrder: 1 })).id
  james = (await createAgent(services.db, { name: 'James Ebanks', email: 'james@example.com', sortOrder: 2 })).id
  await createAgent(services.db, { slug: 'old', name: 'Old Agent', email: 'old@example.com', active: false })
  const listing = await createListing(services.db, { agentId: james })
  inquiry = {
    name: 'Ana Smith',
    email: 'ana@example.com',
    phone: '+1 403 555 0199',
    message: 'Is the dock deep enough for a 30 ft boat?',
    propertyId: listing.id,
    propertyTitle: listing.title,
    listingId: listing.listingId,
    slug: listing.slug,
    website: '',
  }
})
afterAll(() => close())

const lead = async (id: string) => (await services.db.select().from(contacts).where(eq(contacts.id, id)))[0]!
const assignmentsTo = (address: string) =>
  services.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.templateType, 'assignment')))

describe('assigning a lead by hand', () => {
  it('sets the agent and updated_at, records the activity and e-mails the agent the SPEC §3 data', async () => {
    const { contactId } = await recordInquiry(services, { ...inquiry, email: 'manual@example.com' }, null)
    const before = await lead(contactId)
    const result = await assignContact(services, { contactId, agentId: maria, by: staff, assignmentType: 'manual' })
    expect(result.error).toBeNull()
    expect(result.data).toMatchObject({ id: contactId, assignedAgentId: maria })
    const after = await lead(contactId)
    expect(after.assignedAgentId).toBe(maria)
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime())

    const [mail] = await assignmentsTo('maria@example.com')
    expect(mail!.subject).toBe('New Lead Assignment: Ana Smith')
    for (const value of ['Bea Broker', 'Ana Smith', 'manual@example.com', '+1 403 555 0199', 'manual', contactId]) {
      expect(mail!.textBody).toContain(value)
    }
    expect(mail!.textBody).toContain(`http://localhost:3000/admin/contacts/profile/${contactId}`)

    const unassigned = await assignContact(services, { contactId, agentId: null, by: staff, assignmentType: 'manual' })
    expect(unassigned.data?.assignedAgentId).toBeNull()
    expect((await lead(contactId)).assignedAgentId).toBeNull()

    const profile = await getContactProfile(services.db, contactId)
    expect(profile!.timeline.filter((entry) => entry.kind === 'assignment').map((entry) => entry.title)).toEqual([
      'Unassigned',
      'Assigned to Maria Bodden',
    ])
    expect(profile!.timeline.some((entry) => entry.kind === 'inquiry' && entry.property?.slug === inquiry.slug)).toBe(
      true,
    )
    expect(profile!.timeline.some((entry) => entry.kind === 'email' && entry.title.includes('Your Inquiry'))).toBe(
      false,
    ) // recordInquiry alone sends nothing to the visitor
  })

  it('answers {data: null, error} for an unknown or inactive agent and changes nothing', async () => {
    const { contactId } = await recordInquiry(services, { ...inquiry, email: 'unknown-agent@example.com' }, null)
    const result = await assignContact(services, { contactId, agentId: 999_999, by: staff, assignmentType: 'manual' })
    expect(result).toEqual({ data: null, error: 'There is no active agent with this id.' })
    expect((await lead(contactId)).assignedAgentId).toBeNull()
    const [inactive] = await services.db.select().from(agents).where(eq(agents.slug, 'old'))
    const refused = await assignContact(services, {
      contactId,
      agentId: inactive!.id,
      by: staff,
      assignmentType: 'manual',
    })
    expect(refused.data).toBeNull()
  })

  it('e-mails the agent again when the same agent is assigned again, and says so in the timeline', async () => {
    const { contactId } = await recordInquiry(
      services,
      { ...inquiry, name: 'Ria Again', email: 'again@example.com' },
      null,
    )
    const first = await assignContact(services, { contactId, agentId: maria, by: staff, assignmentType: 'manual' })
    expect(first).toMatchObject({ error: null, renotified: false })
    const again = await assignContact(services, { contactId, agentId: maria, by: staff, assignmentType: 'manual' })
    expect(again).toMatchObject({ error: null, renotified: true })
    const mails = (await assignmentsTo('maria@example.com')).filter((mail) => mail.subject.endsWith('Ria Again'))
    expect(mails).toHaveLength(2)
    const profile = await getContactProfile(services.db, contactId)
    expect(profile!.timeline.filter((entry) => entry.kind === 'assignment').map((entry) => entry.title)).toEqual([
      'Assignment e-mail sent again to Maria Bodden',
      'Assigned to Maria Bodden',
    ])
  })

  it('keeps notes in the timeline', async () => {
    const { contactId } = await recordInquiry(services, { ...inquiry, email: 'notes@example.com' }, null)
    expect(await addContactNote(services.db, contactId, 'Called, will visit in May.', null)).toBe(true)
    const profile = await getContactProfile(services.db, contactId)
    expect(profile!.timeline[0]).toMatchObject({ kind: 'note', detail: 'Called, will visit in May.' })
  })
})

describe('automatic assignment of new leads', () => {
  it('is off by default', async () => {
    expect(await getLeadAssignmentMode(services.db)).toBe('off')
    const { contactId } = await recordInquiry(services, { ...inquiry, email: 'off@example.com' }, null)
    expect((await lead(contactId)).assignedAgentId).toBeNull()
  })

  it('round robin gives each new lead to the active agent who least recently got one', async () => {
    await setLeadAssignmentMode(services.db, 'round_robin')
    const assigned: (number | null)[] = []
    for (const email of ['rr1@example.com', 'rr2@example.com', 'rr3@example.com']) {
      const { contactId } = await recordInquiry(services, { ...inquiry, email }, null)
      assigned.push((await lead(contactId)).assignedAgentId)
    }
    const message = await recordContactMessage(
      services,
      {
        name: 'Cy Writer',
        email: 'rr4@example.com',
        phone: '',
        topic: 'selling',
        message: 'Selling a condo.',
        website: '',
      },
      null,
    )
    assigned.push((await lead(message.contactId)).assignedAgentId)
    expect(assigned).toEqual([maria, james, maria, james])

    // A returning lead is not assigned again.
    const again = await recordInquiry(services, { ...inquiry, email: 'rr1@example.com' }, null)
    const activities = await services.db
      .select()
      .from(contactActivities)
      .where(and(eq(contactActivities.contactId, again.contactId), eq(contactActivities.activityType, 'assignment')))
    expect(activities).toHaveLength(1)
    expect(activities[0]!.metadata).toMatchObject({ assignmentType: 'automatic', agentId: maria })
    const mails = await assignmentsTo('james@example.com')
    expect(
      mails.some((mail) => mail.subject === 'New Lead Assignment: Ana Smith' && mail.textBody.includes('automatic')),
    ).toBe(true)
  })

  it('listing agent mode gives the lead to the listing’s agent, and round robin when there is no listing', async () => {
    await setLeadAssignmentMode(services.db, 'listing_agent')
    for (const email of ['la1@example.com', 'la2@example.com']) {
      const { contactId } = await recordInquiry(services, { ...inquiry, email }, null)
      expect((await lead(contactId)).assignedAgentId).toBe(james)
    }
    // James has had the most recent automatic leads, so the contact-form message (no listing) goes to Maria.
    const message = await recordContactMessage(
      services,
      {
        name: 'Di Seller',
        email: 'la3@example.com',
        phone: '',
        topic: 'selling',
        message: 'Selling a lot.',
        website: '',
      },
      null,
    )
    expect((await lead(message.contactId)).assignedAgentId).toBe(maria)
  })
})
