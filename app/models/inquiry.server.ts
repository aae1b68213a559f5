// Inquiries from the site (issue: leads). The lead and its activity are stored first, in one transaction; e-mails
// follow and never undo the inquiry (SPEC §8).
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import { agents, contactActivities, contacts, properties } from '~/db/schema'
import { inquiryConfirmationEmail, staffInquiryEmail, type InquiryEmailData } from '~/email/templates'
import { DEFAULT_BRAND } from '~/lib/brand'
import type { Inquiry } from '~/lib/inquiry-schema'

export const CONFIRMATION_TIMEOUT_MS = 15_000 // SPEC §9 inquiry e-mail timeout

/**
 * Creates or updates the lead — by user for a signed-in visitor, by e-mail (ignoring case) otherwise; the upsert
 * never ignores a duplicate (SPEC §5) — and records the inquiry. Errors are logged and rethrown (SPEC §8).
 */
export async function recordInquiry(
  { db, logger }: Pick<AppServices, 'db' | 'logger'>,
  inquiry: Inquiry,
  userId: string | null,
) {
  const [firstName, ...rest] = inquiry.name.split(/\s+/)
  const details = { email: inquiry.email, firstName: firstName ?? '', lastName: rest.join(' '), phone: inquiry.phone }
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: contacts.id })
        .from(contacts)
        .where(
          userId
            ? eq(contacts.userId, userId)
            : and(sql`lower(${contacts.email}) = ${inquiry.email}`, isNull(contacts.userId)),
        )
        .orderBy(contacts.createdAt)
        .limit(1)
      let contactId: string
      if (existing) {
        await tx
          .update(contacts)
          .set({
            ...details,
            phone: sql`coalesce(nullif(${details.phone}, ''), ${contacts.phone})`,
            updatedAt: sql`now()`,
          })
          .where(eq(contacts.id, existing.id))
        contactId = existing.id
      } else {
        const [created] = await tx
          .insert(contacts)
          .values({ ...details, userId, leadSource: 'inquiry' })
          .returning({ id: contacts.id })
        contactId = created!.id
      }
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
      return { contactId, activityId: activity!.id }
    })
  } catch (error) {
    logger.error({ err: error }, 'could not record the inquiry')
    throw error
  }
}

/** The confirmation to the visitor (15 s limit, SPEC §8) and the notification to the listing's agent or the team. */
export async function sendInquiryEmails(
  services: Pick<AppServices, 'db' | 'outbox' | 'logger' | 'config'>,
  inquiry: Inquiry,
  timeoutMs = CONFIRMATION_TIMEOUT_MS,
) {
  const { db, outbox, logger, config } = services
  const data: InquiryEmailData = { ...inquiry }
  const confirmation = outbox.enqueue({
    to: inquiry.email,
    templateType: 'inquiry',
    ...inquiryConfirmationEmail(data, config.appUrl),
  })
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs)
  })
  try {
    const outcome = await Promise.race([confirmation, timeout])
    if (outcome === 'timeout') logger.error('Email confirmation timeout after 15 seconds')
  } catch (error) {
    logger.error({ err: error }, 'inquiry confirmation e-mail failed')
  } finally {
    clearTimeout(timer)
  }
  try {
    const [agent] = await db
      .select({ email: agents.email })
      .from(properties)
      .innerJoin(agents, and(eq(agents.id, properties.agentId), eq(agents.active, true)))
      .where(eq(properties.id, inquiry.propertyId))
    await outbox.enqueue({
      to: agent?.email || DEFAULT_BRAND.email,
      templateType: 'staff_inquiry',
      ...staffInquiryEmail(data, config.appUrl),
    })
  } catch (error) {
    logger.error({ err: error }, 'staff inquiry notification failed')
  }
}
