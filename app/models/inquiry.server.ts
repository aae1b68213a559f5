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
type Services = Pick<AppServices, 'db' | 'logger' | 'outbox' | 'config'>

interface LeadDetails {
  name: string
  email: string
  phone: string
}

/**
 * The lead a message belongs to, created or updated — by user for a signed-in visitor, by e-mail (ignoring case)
 * otherwise; the upsert never ignores a duplicate (SPEC §5).
 */
export async function upsertLead(
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

/** What differs between the two forms' messages. */
interface MessageKind {
  leadSource: 'inquiry' | 'contact_form'
  /** the listing asked about; none from the contact form, where automatic assignment falls back to round robin */
  propertyId: number | null
  metadata: Record<string, unknown>
  /** what staff are told it is about */
  about: string
  /** logged when it could not be stored */
  failure: string
}

/**
 * Stores the lead and the message as its activity in one transaction (errors are logged and rethrown, SPEC §8), then
 * assigns a new lead, gives the lead its first-contact task (issue 17) and tells staff.
 */
async function recordLeadMessage(
  services: Services,
  sent: LeadDetails & { message: string },
  userId: string | null,
  locale: Locale,
  { leadSource, propertyId, metadata, about, failure }: MessageKind,
) {
  const { db, logger } = services
  let saved: { contactId: string; activityId: string; isNewLead: boolean }
  try {
    saved = await db.transaction(async (tx) => {
      const lead = await upsertLead(tx, sent, userId, leadSource, locale)
      const [activity] = await tx
        .insert(contactActivities)
        .values({
          contactId: lead.id,
          activityType: 'inquiry',
          propertyId,
          message: sent.message,
          status: 'new',
          metadata,
        })
        .returning({ id: contactActivities.id })
      return { contactId: lead.id, activityId: activity!.id, isNewLead: lead.created }
    })
  } catch (error) {
    logger.error({ err: error }, failure)
    throw error
  }
  const { contactId, activityId } = saved
  // Only a lead that was just created is assigned automatically; failures are logged inside.
  if (saved.isNewLead) await autoAssignNewLead(services, contactId, propertyId)
  await createFirstContactTask(services, { contactId, propertyId })
  await announceInquiry(services, { contactId, propertyId, name: sent.name, about, message: sent.message })
  return { contactId, activityId }
}

/** Records an inquiry about a listing with its lead. */
export async function recordInquiry(
  services: Services,
  inquiry: Inquiry,
  userId: string | null,
  locale: Locale = 'en',
) {
  const { listingId, slug, propertyTitle, phone } = inquiry
  return recordLeadMessage(services, inquiry, userId, locale, {
    leadSource: 'inquiry',
    propertyId: inquiry.propertyId,
    metadata: { listingId, slug, propertyTitle, phone },
    about: propertyTitle,
    failure: 'could not record the inquiry',
  })
}

/** Records a message from the /contact form with its lead, and tells the team at once. */
export async function recordContactMessage(
  services: Services,
  message: ContactMessage,
  userId: string | null,
  locale: Locale = 'en',
) {
  const { logger, outbox, config } = services
  const saved = await recordLeadMessage(services, message, userId, locale, {
    leadSource: 'contact_form',
    propertyId: null,
    metadata: { topic: message.topic, phone: message.phone },
    about: 'Contact form',
    failure: 'could not record the contact message',
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
  return saved
}

export interface InquiryEmailOptions {
  locale?: Locale
  /** The address is the signed-in buyer's own: their confirmation may repeat what they wrote. */
  ownAddress?: boolean
  timeoutMs?: number
  /** the listing's title in the buyer's language (issue 43); staff are told the English one */
  buyerTitle?: string
}

/**
 * The confirmation to the visitor (15 s limit, SPEC §8) and the notification to the listing's agent or the team.
 * Issue 39: a typed address nobody proved gets no free text (name, phone, message) and at most 3 confirmations a
 * day; the staff notification goes out whatever happens to the confirmation. Says what became of the confirmation.
 */
export async function sendInquiryEmails(
  services: Services,
  inquiry: Inquiry,
  { locale = 'en', ownAddress = false, timeoutMs = CONFIRMATION_TIMEOUT_MS, buyerTitle }: InquiryEmailOptions = {},
) {
  const { db, outbox, logger, config } = services
  const data: InquiryEmailData = { ...inquiry }
  const confirmation = await sendConfirmation(
    services,
    { ...inquiry, propertyTitle: buyerTitle || inquiry.propertyTitle },
    { locale, ownAddress, timeoutMs },
  )
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
  services: Services,
  inquiry: Inquiry,
  { locale, ownAddress, timeoutMs }: Required<Omit<InquiryEmailOptions, 'buyerTitle'>>,
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
