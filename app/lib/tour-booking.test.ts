// The tour form's rules and how a tour's time reads to a buyer abroad (issue 44 item 1).
import { describe, expect, it } from 'vitest'
import { buyerTime, buyerTourEmail } from '~/mail/tour-templates'
import {
  ROATAN_TIME_ZONE,
  TourBookingSchema,
  isTimeZone,
  roatanLabel,
  roatanTime,
  sameClockAsRoatan,
  slotsByDay,
} from './tour-booking'
import { roatanInstant } from './tour-slots'

// Tuesday 1 December 2026, 10:00 in Roatan = 16:00 UTC = 11:00 in Toronto = 17:00 in Madrid
const tuesday10 = roatanInstant('2026-12-01', 10 * 60)

const valid = {
  slot: tuesday10.toISOString(),
  kind: 'video',
  name: 'Tess Toronto',
  email: 'Tess@Example.com',
  phone: '',
  timeZone: 'America/Toronto',
}

describe('the booking form', () => {
  it('takes a slot, a kind, the buyer and their zone', () => {
    const parsed = TourBookingSchema.parse(valid)
    expect(parsed).toMatchObject({ slot: tuesday10, email: 'tess@example.com', note: '', timeZone: 'America/Toronto' })
  })

  it('says what is missing in words', () => {
    const result = TourBookingSchema.safeParse({ ...valid, slot: 'tomorrow', kind: 'helicopter' })
    expect(result.success).toBe(false)
    const messages = result.error!.issues.map((issue) => issue.message)
    expect(messages).toEqual(['Choose a time for the tour.', 'Choose an in-person tour or a video call.'])
  })

  it('falls back to Roatan time for a zone the runtime does not know', () => {
    for (const timeZone of ['Mars/Olympus', '', 'x'.repeat(100), undefined]) {
      expect(TourBookingSchema.parse({ ...valid, timeZone }).timeZone).toBe(ROATAN_TIME_ZONE)
    }
    expect(isTimeZone('Europe/Madrid')).toBe(true)
  })
})

describe('times for a buyer abroad', () => {
  it('puts Roatan time beside the buyer’s, with Roatan’s day when it differs', () => {
    // (the comma after the weekday differs between ICU versions)
    expect(buyerTime(tuesday10, 'America/Toronto', 'en')).toMatch(
      /^Tuesday,? 1 December 2026 at 11:00 Eastern Standard Time \(10:00 Roatan time\)$/,
    )
    const lateInSydney = roatanInstant('2026-12-01', 16 * 60) // 09:00 on Wednesday in Sydney
    expect(roatanTime(lateInSydney, 'en', 'Australia/Sydney')).toBe('Tue 1 Dec 16:00')
    expect(buyerTime(tuesday10, ROATAN_TIME_ZONE, 'es')).toMatch(
      /^martes,? 1 de diciembre de 2026, 10:00 \(hora de Roatán\)$/,
    )
  })

  it('knows when the buyer’s clock is Roatan’s', () => {
    expect(sameClockAsRoatan(tuesday10, 'America/Guatemala')).toBe(true)
    expect(sameClockAsRoatan(tuesday10, 'America/Toronto')).toBe(false)
    expect(roatanLabel(tuesday10)).toBe('Tue 1 Dec 10:00 Roatan time')
  })

  it('groups slots by the buyer’s own calendar day', () => {
    const evening = roatanInstant('2026-12-01', 17 * 60) // 00:00 Wednesday in Madrid
    const days = slotsByDay([tuesday10, evening], 'Europe/Madrid')
    expect(days.map((day) => [day.day, day.slots.length])).toEqual([
      ['2026-12-01', 1],
      ['2026-12-02', 1],
    ])
  })
})

describe('the buyer’s e-mail', () => {
  const data = {
    event: 'booked' as const,
    title: 'Reef House',
    agentName: 'Maria Bodden',
    kind: 'video' as const,
    startsAt: tuesday10,
    timeZone: 'America/Toronto',
    name: '',
    meetingUrl: 'https://meet.example/maria',
    manageUrl: 'https://roatanrealty.example/tour?token=t',
    listingUrl: 'https://roatanrealty.example/property/reef-house',
  }

  it('greets without a name nobody proved, and escapes what it shows', () => {
    const email = buyerTourEmail({ ...data, title: 'Reef <House>' }, 'en')
    expect(email.text.startsWith('Hello,\n')).toBe(true)
    expect(email.html).toContain('Reef &lt;House&gt;')
    expect(email.html).not.toContain('<House>')
  })

  it('says a cancelled tour is cancelled and offers to book again instead of a link to change it', () => {
    const email = buyerTourEmail({ ...data, event: 'cancelled', manageUrl: '' }, 'es')
    expect(email.subject).toBe('Su visita a Reef House está cancelada')
    expect(email.text).toContain(
      'Ver la propiedad y reservar otra hora: https://roatanrealty.example/property/reef-house',
    )
    expect(email.text).not.toContain('videollamada:')
  })
})
