// Issue 44 item 1: the tour e-mails. The buyer's are in their language with the time in their own zone and Roatan
// time beside it; the agent's are in staff English with Roatan time. Issue 39: a buyer e-mail to an address nobody
// proved carries none of the words the booker typed (no name, no note): only the listing, the agent, the time and
// our links.
import type { Locale } from '~/i18n/locale'
import { ROATAN_TIME_ZONE, roatanTime, sameClockAsRoatan, slotDateTime, slotTime, zoneName } from '~/lib/tour-booking'
import type { TourKind } from '~/lib/tour-slots'
import { type RenderedEmail, escapeHtml, layout } from './templates'

export type TourEmailEvent = 'booked' | 'rescheduled' | 'cancelled' | 'reminder'

export interface BuyerTourEmailData {
  event: TourEmailEvent
  /** the listing's title in the buyer's language */
  title: string
  agentName: string
  kind: TourKind
  startsAt: Date
  /** for a moved tour, the time it had */
  previousStart?: Date
  timeZone: string
  /** '' unless the address is the signed-in buyer's own */
  name: string
  meetingUrl: string
  /** the tour's page: reschedule or cancel ('' once cancelled) */
  manageUrl: string
  listingUrl: string
}

const WORDS = {
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    subject: {
      booked: (title: string, when: string) => `Your tour of ${title}: ${when}`,
      rescheduled: (title: string, when: string) => `Your tour of ${title} is moved to ${when}`,
      cancelled: (title: string) => `Your tour of ${title} is cancelled`,
      reminder: (title: string, when: string) => `Tomorrow: your tour of ${title} at ${when}`,
    },
    lead: {
      booked: (what: string, agent: string, when: string) => `Your ${what} with ${agent} is booked for ${when}.`,
      rescheduled: (what: string, agent: string, when: string) => `Your ${what} with ${agent} is now on ${when}.`,
      cancelled: (what: string, agent: string, when: string) =>
        `Your ${what} with ${agent} on ${when} is cancelled. Nobody will wait for you.`,
      reminder: (what: string, agent: string, when: string) => `A reminder: your ${what} with ${agent} is ${when}.`,
    },
    was: (when: string) => `It was on ${when}.`,
    what: { in_person: 'tour of the property', video: 'video-call tour' } satisfies Record<TourKind, string>,
    roatan: (time: string) => `${time} Roatan time`,
    join: 'Join the video call',
    inPerson: 'Your agent will send you the address and directions before the day.',
    calendar: 'The invitation is attached: open it to add the tour to your calendar.',
    manage: 'Reschedule or cancel',
    manageText: 'Need another time? Reschedule or cancel here (the link works once):',
    bookAgain: 'See the listing and book another time',
  },
  es: {
    hello: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    subject: {
      booked: (title: string, when: string) => `Su visita a ${title}: ${when}`,
      rescheduled: (title: string, when: string) => `Su visita a ${title} pasa al ${when}`,
      cancelled: (title: string) => `Su visita a ${title} está cancelada`,
      reminder: (title: string, when: string) => `Mañana: su visita a ${title} a las ${when}`,
    },
    lead: {
      booked: (what: string, agent: string, when: string) => `Su ${what} con ${agent} está reservada para el ${when}.`,
      rescheduled: (what: string, agent: string, when: string) => `Su ${what} con ${agent} es ahora el ${when}.`,
      cancelled: (what: string, agent: string, when: string) =>
        `Su ${what} con ${agent} del ${when} está cancelada. Nadie le esperará.`,
      reminder: (what: string, agent: string, when: string) => `Le recordamos: su ${what} con ${agent} es el ${when}.`,
    },
    was: (when: string) => `Estaba reservada para el ${when}.`,
    what: { in_person: 'visita a la propiedad', video: 'visita por videollamada' } satisfies Record<TourKind, string>,
    roatan: (time: string) => `${time} hora de Roatán`,
    join: 'Unirse a la videollamada',
    inPerson: 'Su agente le enviará la dirección y cómo llegar antes del día.',
    calendar: 'La invitación va adjunta: ábrala para añadir la visita a su calendario.',
    manage: 'Cambiar la hora o cancelar',
    manageText: '¿Necesita otra hora? Cámbiela o cancele aquí (el enlace sirve una vez):',
    bookAgain: 'Ver la propiedad y reservar otra hora',
  },
} satisfies Record<Locale, unknown>

/** "Tuesday 1 December 2026, 11:00 Eastern Standard Time (10:00 Roatan time)"; Roatan's own zone says it once. */
export function buyerTime(instant: Date, timeZone: string, locale: Locale): string {
  const words = WORDS[locale]
  const own = `${slotDateTime(instant, locale, timeZone)} ${zoneName(instant, locale, timeZone)}`
  if (sameClockAsRoatan(instant, timeZone)) {
    return timeZone === ROATAN_TIME_ZONE
      ? `${slotDateTime(instant, locale, timeZone)} (${words.roatan('').trim()})`
      : own
  }
  return `${own} (${words.roatan(roatanTime(instant, locale, timeZone))})`
}

export function buyerTourEmail(data: BuyerTourEmailData, locale: Locale): RenderedEmail {
  const words = WORDS[locale]
  const when = buyerTime(data.startsAt, data.timeZone, locale)
  const short = slotDateTime(data.startsAt, locale, data.timeZone)
  const subject =
    data.event === 'cancelled'
      ? words.subject.cancelled(data.title)
      : data.event === 'reminder'
        ? words.subject.reminder(data.title, slotTime(data.startsAt, locale, data.timeZone))
        : words.subject[data.event](data.title, short)
  const lines = [
    words.hello(data.name),
    words.lead[data.event](words.what[data.kind], data.agentName, when),
    data.previousStart ? words.was(buyerTime(data.previousStart, data.timeZone, locale)) : '',
    data.event === 'cancelled' ? '' : data.kind === 'video' ? `${words.join}: ${data.meetingUrl}` : words.inPerson,
    data.event === 'cancelled' ? '' : words.calendar,
  ].filter(Boolean)
  const text = [
    ...lines,
    data.manageUrl ? `${words.manageText}\n${data.manageUrl}` : `${words.bookAgain}: ${data.listingUrl}`,
    data.title,
    data.listingUrl,
  ].join('\n\n')
  const paragraphs = lines.map((line) =>
    data.kind === 'video' && line.startsWith(words.join)
      ? `<a href="${escapeHtml(data.meetingUrl)}" style="color:#0B4F6C;font-weight:600">${escapeHtml(words.join)}</a>`
      : escapeHtml(line),
  )
  paragraphs.push(`<a href="${escapeHtml(data.listingUrl)}" style="color:#0B4F6C">${escapeHtml(data.title)}</a>`)
  const button = data.manageUrl
    ? { href: data.manageUrl, label: words.manage }
    : { href: data.listingUrl, label: words.bookAgain }
  return { subject, text, html: layout(paragraphs, button).replace('<html>', `<html lang="${locale}">`) }
}

export interface AgentTourEmailData {
  event: Exclude<TourEmailEvent, 'reminder'>
  title: string
  kind: TourKind
  /** "Tue 1 Dec 10:00 Roatan time" */
  when: string
  previousWhen?: string
  name: string
  email: string
  phone: string
  note: string
  /** the buyer's own zone, as they will see the time */
  buyerTime: string
  profileUrl: string
}

const AGENT_SUBJECTS = {
  booked: (title: string, when: string) => `Tour booked: ${title}, ${when}`,
  rescheduled: (title: string, when: string) => `Tour moved: ${title}, now ${when}`,
  cancelled: (title: string, when: string) => `Tour cancelled: ${title}, ${when}`,
}

/** The agent's copy: who, when, how to reach them. */
export function agentTourEmail(data: AgentTourEmailData): RenderedEmail {
  const how = data.kind === 'video' ? 'Video call (your meeting link is in the invitation)' : 'In person'
  const rows: [string, string][] = [
    ['When', data.when],
    ...(data.previousWhen ? ([['Was', data.previousWhen]] as [string, string][]) : []),
    ['Buyer’s time', data.buyerTime],
    ['How', how],
    ['Buyer', data.name],
    ['E-mail', data.email],
    ...(data.phone ? ([['Phone', data.phone]] as [string, string][]) : []),
    ...(data.note ? ([['Note', data.note]] as [string, string][]) : []),
  ]
  const subject = AGENT_SUBJECTS[data.event](data.title, data.when)
  const text = [subject, ...rows.map(([label, value]) => `${label}: ${value}`), `Lead: ${data.profileUrl}`].join('\n')
  const table = `<table style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`
  return {
    subject,
    text,
    html: layout([escapeHtml(subject), table], { href: data.profileUrl, label: 'Open the lead' }),
  }
}
