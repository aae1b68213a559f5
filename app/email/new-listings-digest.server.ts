// SPEC §3 'New Property Listings': the e-mail of listings that became public since the last one, to every address
// whose consent is active and includes property_updates. Each message goes through sendMarketingEmail, so
// validate_send is asked per address (docs/decisions/009-consent.md). The high-water mark in app_settings moves in
// the same transaction that writes the messages to the outbox: a crash neither sends twice nor skips a listing.
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppServices } from '~/context.server'
import { appSettings, areas, contacts, marketingConsents, properties } from '~/db/schema'
import { localizedText } from '~/lib/localized-content'
import { LOCALES, localizePath, type Locale } from '~/i18n/locale'
import { formatPrice } from '~/lib/format'
import { startPeriodicJob } from '~/db/periodic-job.server'
import { renderEmail } from '~/mail/email-templates.server'
import { sendMarketingEmail } from './marketing.server'
import { cardDetails } from './listing-alert-cards.server'
import { type NewListingItem, type RenderedEmail, moreListingsText, newListingsText } from '~/mail/templates'

/** app_settings key: listings published up to this instant have been e-mailed. */
export const NEW_LISTINGS_MARK_KEY = 'new_listings_digest:published_through'
/** The first digest ever covers this much. */
const FIRST_DIGEST_DAYS = 7
/** Listings shown in full; the rest are counted with a link to /properties. */
const DIGEST_LISTING_LIMIT = 10

const MarkSchema = z.object({ through: z.iso.datetime() })

export interface DigestResult {
  listings: number
  queued: number
}

type DigestServices = Pick<AppServices, 'db' | 'outbox' | 'logger' | 'config'>

function listingItem(
  row: {
    slug: string
    title: string
    titleEs: string
    priceUsd: number
    bedrooms: number
    bathrooms: number
    livingAreaSqft: number | null
    areaName: string | null
  },
  appUrl: string,
  locale: Locale,
): NewListingItem {
  return {
    title: localizedText(row.title, row.titleEs, locale).text,
    price: formatPrice(row.priceUsd),
    details: cardDetails(row, locale),
    url: `${appUrl}${localizePath(`/property/${row.slug}`, locale)}`,
  }
}

export async function sendNewListingsDigest(services: DigestServices, now: Date): Promise<DigestResult> {
  const { config, logger } = services
  const result = await services.db.transaction(async (tx) => {
    // The mark row is locked for the whole run: two runs at once (job and staff) take turns.
    const firstSince = new Date(now.getTime() - FIRST_DIGEST_DAYS * 86_400_000)
    await tx
      .insert(appSettings)
      .values({ key: NEW_LISTINGS_MARK_KEY, value: { through: firstSince.toISOString() } })
      .onConflictDoNothing()
    const [markRow] = await tx
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, NEW_LISTINGS_MARK_KEY))
      .for('update')
    const mark = MarkSchema.safeParse(markRow?.value)
    const since = mark.success ? new Date(mark.data.through) : firstSince
    if (since >= now) return { listings: 0, queued: 0 }

    const rows = await tx
      .select({
        slug: properties.slug,
        title: properties.title,
        titleEs: properties.titleEs,
        priceUsd: properties.priceUsd,
        bedrooms: properties.bedrooms,
        bathrooms: properties.bathrooms,
        livingAreaSqft: properties.livingAreaSqft,
        areaName: areas.name,
      })
      .from(properties)
      .leftJoin(areas, eq(properties.areaId, areas.id))
      .where(and(eq(properties.status, 'active'), gt(properties.publishedAt, since), lte(properties.publishedAt, now)))
      .orderBy(desc(properties.publishedAt), desc(properties.id))
    await tx
      .update(appSettings)
      .set({ value: { through: now.toISOString() }, updatedAt: sql`now()` })
      .where(eq(appSettings.key, NEW_LISTINGS_MARK_KEY))
    if (rows.length === 0) return { listings: 0, queued: 0 }

    // issue 16: the e-mail in each language; a subscriber gets the one of the pages their lead last wrote from
    const emails: Partial<Record<Locale, RenderedEmail>> = {}
    for (const locale of LOCALES) {
      const items = rows.slice(0, DIGEST_LISTING_LIMIT).map((row) => listingItem(row, config.appUrl, locale))
      emails[locale] = await renderEmail(
        { db: tx, logger },
        'new_listings',
        {
          listingCount: rows.length,
          listings: newListingsText(items),
          more: moreListingsText(rows.length - items.length, config.appUrl, locale),
          appUrl: config.appUrl,
          items,
        },
        locale,
      )
    }
    const subscribers = await tx
      .select({
        email: marketingConsents.email,
        locale: sql<
          string | null
        >`(select ${contacts.locale} from ${contacts} where lower(${contacts.email}) = lower(${marketingConsents.email}) order by ${contacts.updatedAt} desc limit 1)`,
      })
      .from(marketingConsents)
      .where(
        and(
          eq(marketingConsents.status, 'active'),
          sql`${marketingConsents.consentTypes} @> ${JSON.stringify(['property_updates'])}::jsonb`,
        ),
      )
      .orderBy(asc(marketingConsents.email))
    const outbox = services.outbox.inTransaction(tx)
    let queued = 0
    for (const { email: to, locale } of subscribers) {
      const email = emails[locale === 'es' ? 'es' : 'en']!
      const sent = await sendMarketingEmail(
        { db: tx, outbox, logger, config },
        { to, subscriptionType: 'property_updates', ...email },
      )
      if (sent.sent) queued++
    }
    return { listings: rows.length, queued }
  })
  if (result.queued > 0) void services.outbox.kick()
  logger.info(result, 'new-listings e-mail done')
  return result
}

const DAILY_MS = 24 * 60 * 60_000
/** The first run waits a little, so start-up is not slowed. */
const FIRST_RUN_MS = 60_000
/** A restart does not bring a second e-mail the same day: the job skips when the last one is this recent. */
const MIN_GAP_MS = 23 * 60 * 60_000

/** The instant the last digest covered up to, or null before the first. */
async function lastDigestAt(db: DigestServices['db']): Promise<Date | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, NEW_LISTINGS_MARK_KEY))
  const mark = MarkSchema.safeParse(row?.value)
  return mark.success ? new Date(mark.data.through) : null
}

/** The daily new-listings e-mail as a background job (server/background-jobs.ts). */
export function startNewListingsDigest(services: DigestServices): { stop(): Promise<void> } {
  return startPeriodicJob({
    firstMs: FIRST_RUN_MS,
    everyMs: DAILY_MS,
    run: () => {
      const now = new Date()
      return lastDigestAt(services.db)
        .then((last) =>
          last && now.getTime() - last.getTime() < MIN_GAP_MS ? undefined : sendNewListingsDigest(services, now),
        )
        .catch((error: unknown) => services.logger.error({ err: error }, 'new-listings e-mail failed'))
    },
  })
}
