import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppServices } from '~/context.server'
import { agents, contactActivities, contacts, emailOutbox, properties } from '~/db/schema'
import type { Inquiry } from '~/lib/inquiry-schema'
import { grantRole } from './roles.server'
import { createTestServices } from '../../tests/setup/test-services'
import { recordInquiry, sendInquiryEmails } from './inquiry.server'

let services: AppServices
let close: () => Promise<void>
let inquiry: Inquiry

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  const [agent] = await services.db
    .insert(agents)
    .values({ slug: 'maria', name: 'Maria Bodden', email: 'maria@roatanrealty.example' })
    .returning()
  const [listing] = await services.db
    .insert(properties)
    .values({
      title: 'Oceanfront villa',
      slug: 'oceanfront-villa',
      listingId: 'RR-1001',
      propertyType: 'house',
      priceUsd: 950000,
      status: 'active',
      agentId: agent!.id,
    })
    .returning()
  inquiry = {
    name: 'Ana Smith',
    email: 'ana@example.com',
    phone: '+1 403 555 0199',
    message: 'Is the dock deep enough for a 30 ft boat?',
    propertyId: listing!.id,
    propertyTitle: listing!.title,
    listingId: listing!.listingId,
    slug: listing!.slug,
    website: '',
  }
})
afterAll(() => close())

describe('an inquiry from the site', () => {
  it('creates the lead and its activity, and a second one from the same address (any case) joins it', async () => {
    const first = await recordInquiry(services, inquiry, null)
    const second = await recordInquiry(
      services,
      { ...inquiry, email: 'ana@example.com', message: 'And the HOA fees?' },
      null,
    )
    expect(second.contactId).toBe(first.contactId)
    const [lead] = await services.db.select().from(contacts).where(eq(contacts.id, first.contactId))
    expect(lead).toMatchObject({
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Smith',
      leadSource: 'inquiry',
      phone: '+1 403 555 0199',
    })
    const activities = await services.db
      .select()
      .from(contactActivities)
      .where(eq(contactActivities.contactId, first.contactId))
    expect(activities.map((row) => [row.activityType, row.status, row.propertyId])).toEqual([
      ['inquiry', 'new', inquiry.propertyId],
      ['inquiry', 'new', inquiry.propertyId],
    ])
  })

  it('belongs to the signed-in user’s own lead, not to a visitor’s with the same address', async () => {
    await grantRole(services.db, 'member@example.com', 'agent')
    const [user] = await services.db
      .select()
      .from((await import('~/db/schema')).users)
      .where(eq((await import('~/db/schema')).users.email, 'member@example.com'))
    const mine = await recordInquiry(services, { ...inquiry, email: 'member@example.com' }, user!.id)
    const [lead] = await services.db.select().from(contacts).where(eq(contacts.id, mine.contactId))
    expect(lead!.userId).toBe(user!.id)
  })

  it('e-mails the visitor "Your Inquiry: {title}" and the listing agent at once', async () => {
    await sendInquiryEmails(services, inquiry)
    const mail = await services.db.select().from(emailOutbox)
    expect(mail.find((row) => row.templateType === 'inquiry')).toMatchObject({
      toAddress: 'ana@example.com',
      subject: 'Your Inquiry: Oceanfront villa',
    })
    expect(mail.find((row) => row.templateType === 'staff_inquiry')).toMatchObject({
      toAddress: 'maria@roatanrealty.example',
    })
  })

  it('logs the SPEC §8 timeout and carries on when the confirmation does not go out in time', async () => {
    const error = vi.fn()
    const slow = {
      ...services,
      logger: { error, warn: vi.fn(), info: vi.fn() } as unknown as AppServices['logger'],
      outbox: {
        enqueue: (email: { templateType: string }) =>
          email.templateType === 'inquiry' ? new Promise<string>(() => undefined) : Promise.resolve('id'),
      } as unknown as AppServices['outbox'],
    }
    await sendInquiryEmails(slow, inquiry, 20)
    expect(error).toHaveBeenCalledWith('Email confirmation timeout after 15 seconds')
  })
})

describe('a message from the contact page', () => {
  it('joins the lead with the same address and notifies the team', async () => {
    const { recordContactMessage } = await import('./inquiry.server')
    const saved = await recordContactMessage(
      services,
      {
        name: 'Ana Smith',
        email: 'ana@example.com',
        phone: '',
        topic: 'buying',
        message: 'Can we visit in March?',
        website: '',
      },
      null,
    )
    const [lead] = await services.db.select().from(contacts).where(eq(contacts.id, saved.contactId))
    expect(lead!.email).toBe('ana@example.com')
    expect(lead!.phone).toBe('+1 403 555 0199') // an empty phone keeps the one we had
    const mail = await services.db.select().from(emailOutbox).where(eq(emailOutbox.templateType, 'staff_contact'))
    expect(mail[0]).toMatchObject({ toAddress: 'hello@roatanrealty.example', subject: 'New message from Ana Smith' })
  })
})

describe('an inquiry while the SMTP server is down', () => {
  it('is saved at once, and its e-mails are delivered when the server is back', async () => {
    const { startSmtpSink } = await import('../../tests/setup/smtp-sink')
    const { Outbox } = await import('~/email/outbox.server')
    const { createMailTransport } = await import('~/email/transport.server')
    const sink = await startSmtpSink()
    await sink.stop()
    const outbox = new Outbox({
      db: services.db,
      transport: createMailTransport(sink.url),
      from: 'no-reply@localhost',
      logger: services.logger,
    })
    const during = { ...services, outbox }
    try {
      const saved = await recordInquiry(during, { ...inquiry, email: 'outage@example.com' }, null)
      await sendInquiryEmails(during, { ...inquiry, email: 'outage@example.com' })
      await outbox.kick()
      const [lead] = await services.db.select().from(contacts).where(eq(contacts.id, saved.contactId))
      expect(lead!.email).toBe('outage@example.com')
      const waiting = await services.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'outage@example.com'))
      expect(waiting.map((row) => row.status)).toEqual(['queued'])

      await sink.start()
      await services.db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) })
      await outbox.kick()
      const received = await sink.waitFor((mail) => mail.subject === 'Your Inquiry: Oceanfront villa')
      expect(JSON.stringify(received.to)).toContain('outage@example.com')
    } finally {
      await outbox.stop()
      await sink.close()
    }
  })
})
