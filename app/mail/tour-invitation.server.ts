// Issue 44 item 1: the tour's calendar invitation (RFC 5545, through ical-generator). Times are written in UTC, so each
// calendar shows the tour in its owner's own zone; one UID per tour and a SEQUENCE raised on every change, so a moved or
// cancelled tour replaces the entry a calendar already holds instead of adding another.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { DEFAULT_BRAND } from '~/lib/brand'
import type { CalendarPart } from './transport.server'

export interface TourInvitation {
  tourId: string
  sequence: number
  cancelled: boolean
  startsAt: Date
  endsAt: Date
  summary: string
  description: string
  /** the meeting link of a video tour, or the listing's page */
  location: string
  url: string
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  /** the site's host, for the UID */
  host: string
}

export function tourInvitation(invitation: TourInvitation): CalendarPart {
  const method = invitation.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST
  const calendar = ical({ prodId: { company: DEFAULT_BRAND.name, product: 'Tours' }, method })
  calendar.createEvent({
    id: `tour-${invitation.tourId}@${invitation.host}`,
    sequence: invitation.sequence,
    status: invitation.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: invitation.startsAt,
    end: invitation.endsAt,
    stamp: new Date(),
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location,
    url: invitation.url,
    organizer: invitation.organizer,
    attendees: [{ ...invitation.attendee, rsvp: false }],
  })
  return { method, content: calendar.toString() }
}
