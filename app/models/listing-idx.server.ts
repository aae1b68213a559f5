// The IDX notice of a feed listing's page (issue 40 item 11): "Listing information as of …", the MLS's disclaimer
// and logo (feed_settings, edited on Admin → RETS).
//
// "As of" is the last time the feed confirmed the listing as the site shows it, never later:
// - the start of the latest run that succeeded and took listings off market from a complete key list (no hold):
//   such a run read every change made before it started and every key, so a listing it left public was current then;
// - or, when later, the time the listing's own change was applied (a run still going, or one that failed after it);
// - but if a change of this listing failed (a record error) after it was last applied, the site shows older data
//   than the MLS: then only that last apply counts.
// A run with nothing to change writes no listing and clears no cached page: a page kept in the cache shows an
// earlier time than it could, never a later one (pages are kept 30 minutes at most, decision 016).
import { and, eq, gt, isNull, max, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { feedListings, feedRunErrors, feedRuns, feedSettings } from '~/db/schema'
import { DEFAULT_MLS_DISCLAIMER, usableLogoUrl, type ListingIdxNotice } from '~/lib/idx-display'

const SETTINGS_ID = 1

/**
 * The notice for a feed listing's page; null for a listing the feed does not know. `canShowImage`: whether the page
 * may load the logo's address (its Content Security Policy); a logo it could not load is left out, not shown broken.
 */
export async function getListingIdxNotice(
  db: Database,
  propertyId: number,
  canShowImage: (url: string) => boolean,
): Promise<ListingIdxNotice | null> {
  const confirmedAt = db
    .select({ at: max(feedRuns.startedAt) })
    .from(feedRuns)
    .where(and(eq(feedRuns.status, 'succeeded'), isNull(feedRuns.holdReason), isNull(feedRuns.heldRemovals)))
  const failedSince = db
    .select({ one: sql`1` })
    .from(feedRunErrors)
    .where(
      and(
        eq(feedRunErrors.listingKey, feedListings.listingKey),
        eq(feedRunErrors.severity, 'error'),
        gt(feedRunErrors.createdAt, feedListings.updatedAt),
      ),
    )
  const [row] = await db
    .select({
      appliedAt: feedListings.updatedAt,
      confirmedAt: sql<Date | string | null>`(${confirmedAt})`,
      failedSince: sql<boolean>`exists (${failedSince})`,
      disclaimer: feedSettings.disclaimer,
      logoUrl: feedSettings.mlsLogoUrl,
    })
    .from(feedListings)
    .leftJoin(feedSettings, eq(feedSettings.id, SETTINGS_ID))
    .where(eq(feedListings.propertyId, propertyId))
  if (!row) return null
  const confirmed = row.confirmedAt === null ? null : new Date(row.confirmedAt)
  const asOf =
    row.failedSince || !confirmed || confirmed.getTime() < row.appliedAt.getTime() ? row.appliedAt : confirmed
  const logoUrl = usableLogoUrl(row.logoUrl)
  return {
    asOf,
    disclaimer: row.disclaimer?.trim() || DEFAULT_MLS_DISCLAIMER,
    logoUrl: logoUrl && canShowImage(logoUrl) ? logoUrl : null,
  }
}
