// Inquiries from the site (issue: leads). The lead and its activity are stored first, in one transaction; e-mails
// follow and never undo the inquiry (SPEC §8).
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import { agents, contactActivities, contacts, properties } from '~/db/schema'
import { renderEmail } from '~/mail/email-templates.server'
import type { InquiryEmailData } from '~/mail/templates'
import { DEFAULT_BRAND } from '~/lib/brand'
import type { ContactMessage } from '~/lib/contact-schema'
import type { Inquiry } from '~/lib/inquiry-schema'
import { mailboxKey } from '~/lib/mailbox-key'
import { networkKey } from '~/lib/network-key'
import type { Locale } from '~/i18n/locale'
import { createFirstContactTask } from './follow-up-tasks.server'
import { autoAssignNewLead } from './lead-assignment.server'
import { takeRateLimit } from '~/auth/rate-limit.server'
import { publishInquiryEvent } from './staff-events.server'

export const CONFIRMATION_TIMEOUT_MS = 15_000 // SPEC §9 inquiry e-mail timeout

/**
 * Issue 39: each form takes 10 messages an hour from one network (an IPv6 /64, or an IPv4 address), and a typed
 * address gets at most 3 inquiry confirmations a day, however many networks ask: the form is no relay for mail.
 */
export const INQUIRY_LIMITS = {
  inquiriesPerNetwork: { name: 'inquiry:network', max: 10, windowSeconds: 60 * 60 },
  contactMessagesPerNetwork: { name: 'contact:network', max: 10, windowSeconds: 60 * 60 },
  confirmationsPerAddress: { name: 'inquiry-confirmation:email', max: 3, windowSeconds: 24 * 60 * 60 },
} as const

/** Counts a message from the client's network; false when the network has used up the form's allowance. */
export function takeInquiryAllowance(db: AppServices['db'], form: 'inquiry' | 'contact', clientIp: string) {
  const limit = form === 'inquiry' ? INQUIRY_LIMITS.inquiriesPerNetwork : INQUIRY_LIMITS.contactMessagesPerNetwork
  return takeRateLimit(db, limit, networkKey(clientIp))
}

type Transaction = Parameters<Parameters<AppServices['db']['transaction']>[0]>[0]

interface LeadDetails {
  name: string
  email: string
  phone: string
}

/**
 * The lead a message belongs to, created or updated — by user for a signed-in visitor, by e-mail (ignoring case)
 * otherwise; the upsert never ignores a duplicate (SPEC §5).
 */
async function upsertLead(
  tx: Transaction,
  lead: LeadDetails,
  userId: string | null,
  leadSource: string,
  locale: Locale,
) {
  const [firstName, ...rest] = lead.name.split(/\s+/)
  // issue 16: the language the lead last wrote in is the one their e-mails are sent in
  const details = { email: lead.email, firstName: firstName ?? '', lastName: rest.join(' '), phone: lead.phone, locale }
  const [existing] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      userId
        ? eq(contacts.userId, userId)
        : and(sql`lower(${contacts.email}) = ${lead.email}`, isNull(contacts.userId)),
    )
    .orderBy(contacts.createdAt)
    .limit(1)
  if (existing) {
    await tx
      .update(contacts)
      .set({ ...details, phone: sql`coalesce(nullif(${details.phone}, ''), ${contacts.phone})`, updatedAt: sql`now()` })
      .where(eq(contacts.id, existing.id))
    return { id: existing.id, created: false }
  }
  const [created] = await tx
    .insert(contacts)
    .values({ ...details, userId, leadSource })
    .returning({ id: contacts.id })
  return { id: created!.id, created: true }
}

/** Issue 17: staff hear of the inquiry live, after its assignment; a failure is logged and loses only the toast. */
async function announceInquiry(
  { db, logger }: Pick<AppServices, 'db' | 'logger'>,
  inquiry: Parameters<typeof publishInquiryEvent>[1],
) {
  try {
    await publishInquiryEvent(db, inquiry)
  } catch (error) {
    logger.error({ err: error }, 'could not announce the inquiry to staff')
  }
}

/** Records an inquiry about a listing with its lead. Errors are logged and rethrown (SPEC §8). */
export async function recordInquiry(
  services: Pick<AppServices, 'db' | 'logger' | 'outbox' | 'config'>,
  inquiry: Inquiry,
  userId: string | null,
  locale: Locale = 'en',
) {
  const { db, logger } = services
  let saved: { contactId: string; activityId: string; isNewLead: boolean }
  try {
    saved = await db.transaction(async (tx) => {
      const lead = await upsertLead(tx, inquiry, userId, 'inquiry', locale)
      const contactId = lead.id
      const [activity] = await tx
        .insert(contactActivities)
        .values({
          contactId,
          activityType: 'inquiry',
          propertyId: inquiry.propertyId,
          message: inquiry.message,
          status: 'new',
          metadata: {
            listingId: inquiry.listingId,
            slug: inquiry.slug,
            propertyTitle: inquiry.propertyTitle,
            phone: inquiry.phone,
          },
        })
        .returning({ id: contactActivities.id })
      return { contactId, activityId: activity!.id, isNewLead: lead.created }
    })
  } catch (error) {
    logger.error({ err: error }, 'could not record the inquiry')
    throw error
  }
  // Only a lead that was just created is assigned automatically; failures are logged inside.
  if (saved.isNewLead) await autoAssignNewLead(services, saved.contactId, inquiry.propertyId)
  await createFirstContactTask(services, { contactId: saved.contactId, propertyId: inquiry.propertyId }) // issue 17
  await announceInquiry(services, {
    contactId: saved.contactId,
    propertyId: inquiry.propertyId,
    name: inquiry.name,
    about: inquiry.propertyTitle,
    message: inquiry.message,
  })
  return { contactId: saved.contactId, activityId: saved.activityId }
}

/** Records a message from the /contact form with its lead, and tells the team at once. */
export async function recordContactMessage(
  services: Pick<AppServices, 'db' | 'logger' | 'outbox' | 'config'>,
  message: ContactMessage,
  userId: string | null,
  locale: Locale = 'en',
) {
  const { db, logger, outbox, config } = services
  let saved: { contactId: string; activityId: string; isNewLead: boolean }
  try {
    saved = await db.transaction(async (tx) => {
      const lead = await upsertLead(tx, message, userId, 'contact_form', locale)
      const contactId = lead.id
      const [activity] = await tx
        .insert(contactActivities)
        .values({
          contactId,
          activityType: 'inquiry',
          message: message.message,
          status: 'new',
          metadata: { topic: message.topic, phone: message.phone },
        })
        .returning({ id: contactActivities.id })
      return { contactId, activityId: activity!.id, isNewLead: lead.created }
    })
  } catch (error) {
    logger.error({ err: error }, 'could not record the contact message')
    throw error
  }
  // A contact-form message has no listing: automatic assignment falls back to round robin.
  if (saved.isNewLead) await autoAssignNewLead(services, saved.contactId, null)
  await createFirstContactTask(services, { contactId: saved.contactId, propertyId: null }) // issue 17
  await announceInquiry(services, {
    contactId: saved.contactId,
    propertyId: null,
    name: message.name,
    about: 'Contact form',
    message: message.message,
  })
  try {
    await outbox.enqueue({
      to: DEFAULT_BRAND.email,
      templateType: 'staff_contact',
      ...(await renderEmail(services, 'staff_contact', { ...message, appUrl: config.appUrl })),
    })
  } catch (error) {
    logger.error({ err: error }, 'staff contact notification failed')
  }
  return { contactId: saved.contactId, activityId: saved.activityId }
}

export interface InquiryEmailOptions {
  locale?: Locale
  /** The address is the signed-in buyer's own: their confirmation may repeat what they wrote. */
  ownAddress?: boolean
  timeoutMs?: number
}

/**
 * The confirmation to the visitor (15 s limit, SPEC §8) and the notification to the listing's agent or the team.
 * Issue 39: a typed address nobody proved gets no free text (name, phone, message) and at most 3 confirmations a
 * day; the staff notification goes out whatever happens to the confirmation. Says what became of the confirmation.
 */
export async function sendInquiryEmails(
  services: Pick<AppServices, 'db' | 'outbox' | 'logger' | 'config'>,
  inquiry: Inquiry,
  { locale = 'en', ownAddress = false, timeoutMs = CONFIRMATION_TIMEOUT_MS }: InquiryEmailOptions = {},
) {
  const { db, outbox, logger, config } = services
  const data: InquiryEmailData = { ...inquiry }
  const confirmation = await sendConfirmation(services, inquiry, { locale, ownAddress, timeoutMs })
  try {
    const [agent] = await db
      .select({ email: agents.email })
      .from(properties)
      .innerJoin(agents, and(eq(agents.id, properties.agentId), eq(agents.active, true)))
      .where(eq(properties.id, inquiry.propertyId))
    await outbox.enqueue({
      to: agent?.email || DEFAULT_BRAND.email,
      templateType: 'staff_inquiry',
      ...(await renderEmail(services, 'staff_inquiry', { ...data, appUrl: config.appUrl })),
    })
  } catch (error) {
    logger.error({ err: error }, 'staff inquiry notification failed')
  }
  return { confirmation }
}

async function sendConfirmation(
  services: Pick<AppServices, 'db' | 'outbox' | 'logger' | 'config'>,
  inquiry: Inquiry,
  { locale, ownAddress, timeoutMs }: Required<InquiryEmailOptions>,
) {
  const { db, outbox, logger, config } = services
  const confirmation = (async () => {
    if (!ownAddress && !(await takeRateLimit(db, INQUIRY_LIMITS.confirmationsPerAddress, mailboxKey(inquiry.email)))) {
      return 'limited' as const
    }
    const data: InquiryEmailData = ownAddress ? { ...inquiry } : { ...inquiry, name: '', phone: '', message: '' }
    const email = await renderEmail(services, 'inquiry', { ...data, appUrl: config.appUrl }, locale)
    await outbox.enqueue({ to: inquiry.email, templateType: 'inquiry', ...email })
    return 'sent' as const
  })()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs)
  })
  try {
    const outcome = await Promise.race([confirmation, timeout])
    if (outcome === 'timeout') logger.error('Email confirmation timeout after 15 seconds')
    if (outcome === 'limited')
      logger.info('inquiry confirmation not sent: the address had its confirmations for the day')
    return outcome
  } catch (error) {
    logger.error({ err: error }, 'inquiry confirmation e-mail failed')
    return 'failed' as const
  } finally {
    clearTimeout(timer)
  }
}
