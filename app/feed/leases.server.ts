// Leases are not listed on the site (docs/decisions/036-feed-leases.md): a lease record creates nothing, and a feed
// listing that turns into a lease goes off market, so a monthly rent never shows as a sale price.
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { feedListings, properties } from '~/db/schema'
import { markStaffWrite, type StaffActor } from '~/models/audit.server'

/** Takes the feed listing of `listingKey` off market if it is live; 1 when it did, else 0 (none, or already off). */
export async function takeLeaseOffMarket(
  db: Database,
  listingKey: string,
  actor: StaffActor | null = null,
): Promise<number> {
  const [known] = await db
    .select({ propertyId: feedListings.propertyId, status: properties.status })
    .from(feedListings)
    .innerJoin(properties, eq(properties.id, feedListings.propertyId))
    .where(eq(feedListings.listingKey, listingKey))
  if (!known) return 0
  const live = known.status !== 'off_market'
  await db.transaction(async (tx) => {
    if (actor && live) await markStaffWrite(tx, actor)
    if (live)
      await tx
        .update(properties)
        .set({ status: 'off_market', featured: false, updatedAt: new Date() })
        .where(and(eq(properties.id, known.propertyId), sql`${properties.status} <> 'off_market'`))
    await tx
      .update(feedListings)
      .set({
        // What the feed last wrote, so that the listing returns when the MLS offers it for sale again.
        syncedValues: sql`${feedListings.syncedValues} || '{"status":"off_market"}'::jsonb`,
        updatedAt: new Date(),
      })
      .where(eq(feedListings.listingKey, listingKey))
  })
  return live ? 1 : 0
}
