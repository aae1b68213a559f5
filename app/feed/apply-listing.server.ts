// One feed listing onto our properties, upserted by listing id. A listing id already used by a listing entered by
// hand is reported, never overwritten. Fields the feed owns are written on every change; the agent is set from
// ListAgentKey only while staff have not chosen another (the lock rule, docs/decisions/010-listing-feed.md).
import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { agents, areas, feedListings, properties } from '~/db/schema'
import { isPublicStatus } from '~/lib/property-form-schema'
import { suggestFreeSlug } from '~/models/admin-property.server'
import { markStaffWrite, type StaffActor } from '~/models/audit.server'
import type { Storage } from '~/storage/storage.server'
import { ListingError } from './listing-error'
import type { MappedListing } from './mapping'
import { PageReads, candidateSlugs } from './page-reads.server'
import { completePhotoSet, type PhotoRun } from './photo-retries.server'
import type { RetryOptions } from './retry.server'

export type ApplyOutcome = 'created' | 'updated' | 'removed' | 'unchanged'

/** jsonb keeps its own key order, so compare field by field. */
const sameValues = (stored: Record<string, unknown>, next: Record<string, unknown>) =>
  Object.keys(next).every((key) => (stored[key] ?? null) === (next[key] ?? null)) &&
  Object.keys(stored).every((key) => key in next)

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null)

/**
 * Areas and agents by the names and keys the feed sends, each looked up once a run: a feed repeats a handful of
 * cities and agents over thousands of records (issue 42: two queries a record were a third of a run's time).
 */
export class RunLookups {
  private readonly areaIds = new Map<string, Promise<number | null>>()
  private agents: Promise<{ byEmail: Map<string, number>; bySlug: Map<string, number> }> | null = null

  constructor(private readonly db: Database) {}

  areaId(city: string | null) {
    if (!city) return Promise.resolve(null)
    return memo(this.areaIds, city.toLowerCase(), async () => {
      const [area] = await this.db
        .select({ id: areas.id })
        .from(areas)
        .where(sql`lower(${areas.name}) = lower(${city})`)
        .limit(1)
      return area?.id ?? null
    })
  }

  /** The first of the keys (ListAgentKey, then the others the record names) that is an agent's e-mail or slug. */
  async agentId(keys: string[]) {
    if (keys.length === 0) return null
    // Staff keep a few dozen agents: read once a run (an agent added meanwhile is matched by the next run).
    this.agents ??= this.db
      .select({ id: agents.id, email: agents.email, slug: agents.slug })
      .from(agents)
      .then((rows) => ({
        byEmail: new Map(rows.filter((row) => row.email).map((row) => [row.email.toLowerCase(), row.id])),
        bySlug: new Map(rows.map((row) => [row.slug, row.id])),
      }))
    const loading = this.agents
    loading.catch(() => {
      if (this.agents === loading) this.agents = null // tried again by the next record
    })
    const { byEmail, bySlug } = await loading
    for (const key of keys) {
      const id = byEmail.get(key.toLowerCase()) ?? bySlug.get(key)
      if (id !== undefined) return id
    }
    return null
  }
}

function memo<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let value = cache.get(key)
  if (!value) {
    value = load()
    cache.set(key, value)
    // A failed lookup is tried again by the next record.
    value.catch(() => cache.delete(key))
  }
  return value
}

/**
 * The title's slug, or, when another listing has it (feed titles repeat: "3 bedroom house in West Bay"), the title's
 * slug with the listing id, which is unique: two indexed lookups, where numbering the copies read every similar slug
 * for each new listing (a run's time grew with the square of the feed).
 */
async function freeSlug(db: Database, reads: PageReads, listing: MappedListing) {
  const { title, withId } = candidateSlugs(listing)
  if (title && !(await reads.slugTaken(title))) return title
  return (await reads.slugTaken(withId)) ? suggestFreeSlug(db, withId) : withId
}

export interface ApplyOptions {
  retry: RetryOptions
  /** The staff member who started the run, so its changes are theirs in the audit log (issue 39). */
  actor?: StaffActor | null
  /** The run photo warnings go to, and its clock for their retries. */
  photoRun?: PhotoRun
  /** The run's area and agent lookups (one per run). */
  lookups?: RunLookups
  /** What the record's page read ahead (page-reads.server.ts); without it every question is its own query. */
  reads?: PageReads
}

/**
 * A scheduled run has no actor and is not recorded in the audit log (docs/decisions/025-audit-log.md).
 */
export async function applyListing(
  { db, storage }: { db: Database; storage: Storage },
  listing: MappedListing,
  {
    retry,
    actor = null,
    photoRun = { runId: null, now: new Date() },
    lookups = new RunLookups(db),
    reads = PageReads.none(db),
  }: ApplyOptions,
): Promise<ApplyOutcome> {
  const known = await reads.knownListing(listing.listingKey)
  const sameId = (await reads.listingIdHolders(listing.values.listingId)).find(
    (holder) => holder.id !== known?.propertyId,
  )
  if (sameId)
    throw new ListingError(
      sameId.source === 'feed'
        ? `Listing ID ${listing.values.listingId} already belongs to another feed listing.`
        : `Listing ID ${listing.values.listingId} is already used by a listing entered by hand; it was left as it is.`,
    )

  const photosDue = !known || !sameTime(known.photosChangeTimestamp, listing.photosChangeTimestamp)
  const [areaId, agentId] = await Promise.all([lookups.areaId(listing.cityName), lookups.agentId(listing.agentKeys)])
  const synced = { ...listing.values, areaId, agentId }
  const publishedAt = isPublicStatus(synced.status)
    ? sql`coalesce(${properties.publishedAt}, now())`
    : sql`${properties.publishedAt}`

  if (known && !photosDue && sameValues(known.syncedValues, synced)) {
    reads.wrote({ listingKey: listing.listingKey })
    await db
      .update(feedListings)
      // A record of the key: no longer one the feed took off market (issue 40, removals.server.ts).
      .set({ modificationTimestamp: listing.modificationTimestamp, removedAt: null, updatedAt: new Date() })
      .where(eq(feedListings.listingKey, listing.listingKey))
    return 'unchanged'
  }

  const { agentId: _feedAgent, ...feedOwned } = synced
  // Chosen before the transaction: the embedded database runs one statement stream at a time.
  const slug = known ? null : await freeSlug(db, reads, listing)
  reads.wrote({ listingKey: listing.listingKey, listingIds: [known?.syncedValues.listingId, synced.listingId], slug })
  const propertyId = await db.transaction(async (tx) => {
    if (actor) await markStaffWrite(tx, actor)
    if (known) {
      // The feed's agent replaces ours only while staff kept the one the feed gave last time.
      const keepStaffAgent = known.agentId !== ((known.syncedValues.agentId as number | null | undefined) ?? null)
      await tx
        .update(properties)
        .set({ ...feedOwned, agentId: keepStaffAgent ? known.agentId : agentId, publishedAt, updatedAt: new Date() })
        .where(eq(properties.id, known.propertyId))
      await tx
        .update(feedListings)
        .set({
          modificationTimestamp: listing.modificationTimestamp,
          syncedValues: synced,
          // Listed again within its 30 days: back with its address, photos and history (issue 40).
          removedAt: null,
          updatedAt: new Date(),
        })
        .where(eq(feedListings.listingKey, listing.listingKey))
      return known.propertyId
    }
    const [created] = await tx
      .insert(properties)
      .values({
        ...synced,
        slug: slug!,
        source: 'feed',
        publishedAt: isPublicStatus(synced.status) ? new Date() : null,
      })
      .returning({ id: properties.id })
    await tx.insert(feedListings).values({
      listingKey: listing.listingKey,
      propertyId: created!.id,
      modificationTimestamp: listing.modificationTimestamp,
      syncedValues: synced,
    })
    return created!.id
  })

  // Issue 40: photos come after the data; one that fails is reported and tried again by later runs, never holding
  // status or price back (photo-retries.server.ts). A new set replaces a pending one.
  if (photosDue) {
    const set = { urls: listing.photoUrls, stamp: listing.photosChangeTimestamp, images: known?.images ?? [] }
    await completePhotoSet(
      { db, storage },
      { ...set, listingKey: listing.listingKey, propertyId, attempts: 0 },
      retry,
      photoRun,
      actor,
    )
  }
  if (!known) return 'created'
  return synced.status === 'off_market' && known.status !== 'off_market' ? 'removed' : 'updated'
}
