// Issue 44 item 1, the buyer's side, through the pages' own loaders and actions: a booking stores the lead, the tour,
// its timeline line and the agent's showing task, tells the agent live and e-mails both sides an invitation; bad input
// and a taken slot store nothing; the tour's link moves or cancels it once; reminders go once, the day before.
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import {
  contactActivities,
  contacts,
  emailOutbox,
  followUpTasks,
  rateLimitHits,
  staffEvents,
  tours,
  users,
} from '~/db/schema'
import { sendTourReminders } from '~/email/tour-emails.server'
import { MIN_NOTICE_HOURS, roatanDate, roatanInstant } from '~/lib/tour-slots'
import { claimTourReminders } from '~/models/tour-changes.server'
import { getContactProfile } from '~/models/contact-profile.server'
import { roatanLabel } from '~/lib/tour-booking'
import { createAgent, createListing } from '../../../tests/setup/factories'
import { callRoute } from '../../../tests/setup/admin-route'
import { createTestServices } from '../../../tests/setup/test-services'
import * as booking from './tour-booking'
import * as tourPage from './tour'

let services: AppServices
let close: () => Promise<void>
let agentUserId: string

/** The first weekday at least `daysAhead` days from now, at `hour` Roatan time (the agent's hours are 9–17). */
function weekdayAt(daysAhead: number, hour: number) {
  for (let day = daysAhead; ; day++) {
    const date = roatanDate(new Date(Date.now() + day * 86_400_000))
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
    if (weekday >= 1 && weekday <= 5) return roatanInstant(date, hour * 60)
  }
}

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  const [user] = await services.db
    .insert(users)
    .values({ id: 'agent-user', email: 'maria@roatanrealty.example', name: 'Maria Bodden', emailVerified: true })
    .returning()
  agentUserId = user!.id
  const agent = await createAgent(services.db, {
    name: 'Maria Bodden',
    email: 'maria@roatanrealty.example',
    userId: agentUserId,
    meetingUrl: 'https://meet.example/maria',
    tourHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 })),
  })
  await createListing(services.db, {
    title: 'Reef House',
    titleEs: 'Casa del Arrecife',
    slug: 'reef-house',
    listingId: 'RR-2001',
    status: 'active',
    agentId: agent.id,
  })
  await createListing(services.db, { slug: 'sold-house', listingId: 'RR-2002', status: 'sold', agentId: agent.id })
}, 60_000)
afterAll(() => close())
// each test books from one address of its own; the network's allowance (10 an hour) is tested on its own
beforeEach(() => services.db.delete(rateLimitHits))

const form = (slot: Date, overrides: Record<string, string> = {}) => ({
  slot: slot.toISOString(),
  kind: 'video',
  name: 'Tess Toronto',
  email: 'tess@example.com',
  phone: '+1 416 555 0100',
  note: 'Gate code please',
  timeZone: 'America/Toronto',
  ...overrides,
})

const book = (values: Record<string, string>, path = '/property/reef-house/tour') =>
  callRoute(services, '', booking.action, path, { params: { slug: path.split('/').at(-2)! }, form: values })

const mails = (templateType: string, to?: string) =>
  services.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.templateType, templateType), to ? eq(emailOutbox.toAddress, to) : undefined))
    .orderBy(asc(emailOutbox.createdAt))

const tokenOf = (location: string | null) => new URL(location!, 'http://localhost').searchParams.get('token')!

describe('booking a tour', () => {
  it('stores the lead, the tour, its timeline line and the agent’s task; tells the agent; e-mails both sides', async () => {
    const slot = weekdayAt(3, 10)
    const answer = await book(form(slot))
    expect(answer.status).toBe(302)
    expect(answer.location).toMatch(/^\/tour\?token=tour\.v2\.[^&]+&booked=1$/)

    const [tour] = await services.db.select().from(tours).where(eq(tours.email, 'tess@example.com'))
    expect(tour).toMatchObject({ status: 'booked', kind: 'video', timeZone: 'America/Toronto', startsAt: slot })
    const [lead] = await services.db.select().from(contacts).where(eq(contacts.id, tour!.contactId!))
    expect(lead).toMatchObject({ email: 'tess@example.com', firstName: 'Tess', leadSource: 'tour' })
    const [line] = await services.db.select().from(contactActivities).where(eq(contactActivities.contactId, lead!.id))
    expect(line).toMatchObject({ activityType: 'tour', message: 'Gate code please' })
    const profile = await getContactProfile(services.db, lead!.id)
    expect(profile!.timeline).toContainEqual(
      expect.objectContaining({
        kind: 'tour',
        title: `Booked a tour for ${roatanLabel(slot)} (video call)`,
        detail: 'Gate code please',
        by: 'Tess Toronto',
      }),
    )
    const [task] = await services.db.select().from(followUpTasks).where(eq(followUpTasks.id, tour!.taskId!))
    expect(task).toMatchObject({ kind: 'showing', title: 'Tour by video call: Reef House', dueAt: slot })
    expect(task!.assigneeUserId).toBe(agentUserId)
    const events = await services.db.select().from(staffEvents).where(eq(staffEvents.kind, 'tour'))
    expect(events).toEqual([expect.objectContaining({ title: 'Tour booked by Tess Toronto', userId: agentUserId })])

    const [buyerMail] = await mails('tour_booked', 'tess@example.com')
    expect(buyerMail!.subject).toMatch(/^Your tour of Reef House: /)
    // the buyer's zone, with Roatan time beside it
    expect(buyerMail!.textBody).toMatch(/Eastern Standard Time \(\d\d:00 Roatan time\)/)
    expect(buyerMail!.textBody).toContain('Join the video call: https://meet.example/maria')
    // nobody proved the address: none of the booker's words go to it
    expect(buyerMail!.textBody).not.toContain('Tess')
    expect(buyerMail!.textBody).not.toContain('Gate code')
    const calendar = buyerMail!.calendar!
    expect(calendar.method).toBe('REQUEST')
    const stamp = slot.toISOString().replace(/[-:]/g, '').replace('.000', '')
    expect(calendar.content).toContain(`DTSTART:${stamp}`)
    expect(calendar.content).toMatch(/SEQUENCE:0/)
    expect(calendar.content).toContain(`UID:tour-${tour!.id}@localhost`)

    const [agentMail] = await mails('staff_tour_booked', 'maria@roatanrealty.example')
    expect(agentMail!.textBody).toContain('Buyer: Tess Toronto')
    expect(agentMail!.textBody).toContain('Note: Gate code please')
    expect(agentMail!.textBody).toMatch(/When: \w{3} \d+ \w{3} \d\d:00 Roatan time/)
    expect(agentMail!.calendar!.content).toContain(`DTSTART:${stamp}`)
  })

  it('books in Spanish on /es, e-mails in Spanish with the Spanish title', async () => {
    const slot = weekdayAt(3, 14)
    const answer = await book(
      form(slot, { email: 'lucia@example.com', kind: 'in_person' }),
      '/es/property/reef-house/tour',
    )
    expect(answer.location).toMatch(/^\/es\/tour\?token=/)
    const [mail] = await mails('tour_booked', 'lucia@example.com')
    expect(mail!.subject).toMatch(/^Su visita a Casa del Arrecife: /)
    expect(mail!.textBody).toContain('hora de Roatán')
  })

  it('refuses bad input, a taken or unavailable slot, video without a link and a listing not for sale — storing nothing', async () => {
    const before = (await services.db.select().from(tours)).length
    const missing = await book({ ...form(weekdayAt(4, 9)), slot: '' })
    expect(missing.status).toBe(400)
    expect(missing.data).toMatchObject({ fieldErrors: { slot: 'Choose a time for the tour.' } })
    const taken = await book(form(weekdayAt(3, 10), { email: 'late@example.com' }))
    expect(taken).toMatchObject({
      status: 409,
      data: { formError: 'Someone has just booked that time. Please choose another.' },
    })
    // 20:00 is outside the agent's hours; tomorrow is inside the 24 h notice
    for (const slot of [weekdayAt(4, 20), new Date(Date.now() + (MIN_NOTICE_HOURS - 2) * 3_600_000)]) {
      expect((await book(form(slot, { email: 'odd@example.com' }))).status).toBe(409)
    }
    const sold = await book(form(weekdayAt(4, 9)), '/property/sold-house/tour')
    expect(sold.status).toBe(409)
    expect((await services.db.select().from(tours)).length).toBe(before)
    expect(await services.db.select().from(contacts).where(eq(contacts.email, 'late@example.com'))).toEqual([])
  })

  it('answers a filled honeypot as if booked and keeps nothing', async () => {
    const answer = await book(form(weekdayAt(5, 11), { email: 'bot@example.com', website: 'http://spam' }))
    expect(answer.status).toBe(302)
    expect(await services.db.select().from(tours).where(eq(tours.email, 'bot@example.com'))).toEqual([])
  })
})

describe('limits', () => {
  it('takes 10 requests an hour from one network, and 6 bookings a day for one address', async () => {
    for (let hour = 9; hour < 15; hour++) {
      expect((await book(form(weekdayAt(10, hour), { email: 'many@example.com' }))).status).toBe(302)
    }
    const seventh = await book(form(weekdayAt(10, 15), { email: 'many@example.com' }))
    expect(seventh).toMatchObject({ status: 429, data: { formError: expect.stringMatching(/^Too many bookings/) } })
    for (let hour = 9; hour < 12; hour++) {
      expect((await book(form(weekdayAt(11, hour), { email: `other${hour}@example.com` }))).status).toBe(302)
    }
    expect((await book(form(weekdayAt(11, 12), { email: 'eleventh@example.com' }))).status).toBe(429)
    // five e-mails a day to an address nobody proved: the sixth booking's confirmation was not sent
    expect((await mails('tour_booked', 'many@example.com')).length).toBe(5)
  })
})

describe('the tour’s own link', () => {
  it('moves the tour once, then cancels it once; each used link opens nothing', async () => {
    const first = weekdayAt(6, 11)
    const booked = await book(form(first, { email: 'mover@example.com' }))
    const token = tokenOf(booked.location)
    const page = await callRoute(services, '', tourPage.loader, `/tour?token=${token}`)
    expect(page.data).toMatchObject({ state: 'booked', tour: { kind: 'video', email: 'mover@example.com' } })

    const later = weekdayAt(6, 15)
    const moved = await callRoute(services, '', tourPage.action, `/tour?token=${token}`, {
      form: { slot: later.toISOString() },
    })
    expect(moved.status).toBe(302)
    const [tour] = await services.db.select().from(tours).where(eq(tours.email, 'mover@example.com'))
    expect(tour).toMatchObject({ startsAt: later, sequence: 1 })
    expect(
      (await services.db.select().from(followUpTasks).where(eq(followUpTasks.id, tour!.taskId!)))[0]!.dueAt,
    ).toEqual(later)
    const [movedMail] = await mails('tour_rescheduled', 'mover@example.com')
    expect(movedMail!.calendar!.content).toMatch(/SEQUENCE:1/)
    expect(movedMail!.textBody).toMatch(/It was on /)

    // the first link is spent
    expect((await callRoute(services, '', tourPage.loader, `/tour?token=${token}`)).status).toBe(410)
    const again = await callRoute(services, '', tourPage.action, `/tour?token=${token}`, { form: { intent: 'cancel' } })
    expect(again.status).toBe(410)

    const fresh = tokenOf(moved.location)
    const cancelled = await callRoute(services, '', tourPage.action, `/tour?token=${fresh}`, {
      form: { intent: 'cancel' },
    })
    expect(cancelled).toMatchObject({ status: 302, location: '/tour?cancelled=reef-house' })
    const [after] = await services.db.select().from(tours).where(eq(tours.id, tour!.id))
    expect(after).toMatchObject({ status: 'cancelled', sequence: 2 })
    expect(await services.db.select().from(followUpTasks).where(eq(followUpTasks.id, tour!.taskId!))).toEqual([])
    const [cancelMail] = await mails('tour_cancelled', 'mover@example.com')
    expect(cancelMail!.calendar!.method).toBe('CANCEL')
    expect((await mails('staff_tour_cancelled')).length).toBe(1)
    // the slot is free for the next buyer
    expect((await book(form(later, { email: 'next@example.com' }))).status).toBe(302)
    expect((await callRoute(services, '', tourPage.loader, `/tour?token=${fresh}`)).status).toBe(410)
  })

  it('refuses a forged or altered token', async () => {
    const answer = await callRoute(services, '', tourPage.loader, '/tour?token=tour.v2.0.abc.def')
    expect(answer.status).toBe(410)
  })
})

describe('reminders', () => {
  it('go once, the day before, and not to a tour booked in the last hours before that', async () => {
    const slot = weekdayAt(8, 9)
    expect((await book(form(slot, { email: 'remind@example.com' }))).status).toBe(302)
    const dayBefore = new Date(slot.getTime() - 23 * 3_600_000)
    const [sent, again] = [await sendTourReminders(services, dayBefore), await sendTourReminders(services, dayBefore)]
    expect(sent).toBeGreaterThanOrEqual(1)
    expect(again).toBe(0)
    const [mail] = await mails('tour_reminder', 'remind@example.com')
    expect(mail!.subject).toMatch(/^Tomorrow: your tour of Reef House at \d\d:00$/)
    // claimed by one of two runs at once
    const other = weekdayAt(8, 10)
    expect((await book(form(other, { email: 'twice@example.com' }))).status).toBe(302)
    const at = new Date(other.getTime() - 23 * 3_600_000)
    const claims = await Promise.all([claimTourReminders(services.db, at), claimTourReminders(services.db, at)])
    expect(claims.flat().filter((tour) => tour.email === 'twice@example.com')).toHaveLength(1)
    // booked 30 hours ahead: its confirmation is fresh when the reminder would go, so none goes
    const [recent] = await services.db.select().from(tours).where(eq(tours.email, 'twice@example.com'))
    const late = weekdayAt(12, 16)
    await services.db.insert(tours).values({
      ...recent!,
      id: undefined,
      email: 'fresh@example.com',
      startsAt: late,
      endsAt: new Date(late.getTime() + 3_600_000),
      reminderSentAt: null,
      taskId: null,
      manageNonce: undefined,
      createdAt: new Date(late.getTime() - 30 * 3_600_000),
      updatedAt: new Date(late.getTime() - 30 * 3_600_000),
    })
    const lateClaims = await claimTourReminders(services.db, new Date(late.getTime() - 23 * 3_600_000))
    expect(lateClaims.filter((tour) => tour.email === 'fresh@example.com')).toEqual([])
    const [marked] = await services.db.select().from(tours).where(eq(tours.email, 'fresh@example.com'))
    expect(marked!.reminderSentAt).not.toBeNull()
  })
})
