import { and, desc, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppServices } from '~/context.server'
import { contactActivities, contacts, emailOutbox } from '~/db/schema'
import type { Inquiry } from '~/lib/inquiry-schema'
import { grantRole } from '~/auth/roles.server'
import { createAgent, createListing } from '../../tests/setup/factories'
import { createTestServices } from '../../tests/setup/test-services'
import { INQUIRY_LIMITS, recordInquiry, sendInquiryEmails, takeInquiryAllowance } from './inquiry.server'

let services: AppServices
let close: () => Promise<void>
let inquiry: Inquiry

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  const agent = await createAgent(services.db, { name: 'Maria Bodden', email: 'maria@roatanrealty.example' })
  const listing = await createListing(services.db, {
    title: 'Oceanfront villa',
    slug: 'oceanfront-villa',
    listingId: 'RR-1001',
    agentId: agent.id,
  })
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
    expect(await sendInquiryEmails(services, inquiry)).toEqual({ confirmation: 'sent' })
    const mail = await services.db.select().from(emailOutbox)
    expect(mail.find((row) => row.templateType === 'inquiry')).toMatchObject({
      toAddress: 'ana@example.com',
      subject: 'Your Inquiry: Oceanfront villa',
    })
    expect(mail.find((row) => row.templateType === 'staff_inquiry')).toMatchObject({
      toAddress: 'maria@roatanrealty.example',
    })
  })

  it('sends a typed address none of the sender’s words, and no link but the listing’s on this site', async () => {
    const spam = {
      ...inquiry,
      email: 'typed@example.com',
      name: 'Prize desk at evil.example',
      message: 'You won! Claim it at https://evil.example/claim now.',
    }
    await sendInquiryEmails(services, spam)
    const [mail] = await services.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'typed@example.com'))
    for (const body of [mail!.textBody, mail!.htmlBody]) {
      expect(body).not.toMatch(/evil|you won|prize|403 555/i)
      expect(body).toContain('Oceanfront villa')
    }
    const links = [...`${mail!.textBody} ${mail!.htmlBody}`.matchAll(/https?:\/\/[^\s"<]+/g)].map(([link]) => link)
    expect(new Set(links)).toEqual(new Set(['http://localhost:3000/property/oceanfront-villa']))
    // The staff notification still carries the whole inquiry.
    const [staff] = await services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'New inquiry: Oceanfront villa (RR-1001)'))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1)
    expect(staff!.textBody).toContain('https://evil.example/claim')
  })

  it('gives a signed-in buyer their own message back', async () => {
    await sendInquiryEmails(services, { ...inquiry, email: 'owner@example.com' }, { ownAddress: true })
    const [mail] = await services.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'owner@example.com'))
    expect(mail!.textBody).toContain('Hello Ana Smith,')
    expect(mail!.textBody).toContain('Is the dock deep enough for a 30 ft boat?')
  })

  it('confirms at most 3 inquiries a day to one mailbox; later ones are still kept and told to the agent', async () => {
    const victim = (tag: string) => ({ ...inquiry, email: `victim+${tag}@example.com` })
    const outcomes = []
    for (const tag of ['a', 'b', 'c', 'd']) {
      await recordInquiry(services, victim(tag), null)
      outcomes.push((await sendInquiryEmails(services, victim(tag))).confirmation)
    }
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'limited'])
    const sent = await services.db.select().from(emailOutbox).where(like(emailOutbox.toAddress, 'victim+%'))
    expect(sent.map((row) => row.toAddress)).not.toContain('victim+d@example.com')
    const [lead] = await services.db.select().from(contacts).where(eq(contacts.email, 'victim+d@example.com'))
    expect(lead).toBeDefined()
    const toAgent = await services.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.templateType, 'staff_inquiry'), like(emailOutbox.textBody, '%victim+d@example.com%')))
    expect(toAgent).toHaveLength(1)
  })

  it('counts the inquiries of an IPv6 /64 together, and each IPv4 address alone', async () => {
    const { max } = INQUIRY_LIMITS.inquiriesPerNetwork
    for (let index = 1; index <= max; index++) {
      expect(await takeInquiryAllowance(services.db, 'inquiry', `2001:db8:39:64:${index.toString(16)}::1`)).toBe(true)
    }
    expect(await takeInquiryAllowance(services.db, 'inquiry', '2001:db8:39:64:ffff:ffff:ffff:ffff')).toBe(false)
    expect(await takeInquiryAllowance(services.db, 'inquiry', '2001:db8:39:65::1')).toBe(true)
    expect(await takeInquiryAllowance(services.db, 'contact', '2001:db8:39:64::2')).toBe(true) // the other form's own
    expect(await takeInquiryAllowance(services.db, 'inquiry', '198.51.100.39')).toBe(true)
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
    await sendInquiryEmails(slow, { ...inquiry, email: 'slow@example.com' }, { timeoutMs: 20 })
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
    const { Outbox } = await import('~/mail/outbox.server')
    const { createMailTransport } = await import('~/mail/transport.server')
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
