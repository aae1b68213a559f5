// What a page of feed records must know before it is written (issue 42): the listings already held by ListingKey,
// who holds each ListingId, and which addresses are taken. Read with three queries a page instead of five a record,
// which were half of a run's database time. An answer read for the page holds only for keys, ids and addresses no
// record of the page has written since: anything written meanwhile, or not read for the page, is asked again.
import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { feedListings, properties } from '~/db/schema'
import { slugify } from '~/lib/slug'
import type { MappedListing } from './mapping'

export interface KnownListing {
  propertyId: number
  photosChangeTimestamp: Date | null
  syncedValues: Record<string, unknown>
  status: string
  agentId: number | null
  images: string[]
}

export interface ListingIdHolder {
  id: number
  source: string
  /** the feed listing's key; null for a listing entered by hand */
  listingKey: string | null
}

/** The two addresses a new listing may get (apply-listing.server.ts freeSlug). */
export function candidateSlugs(listing: MappedListing) {
  const title = slugify(listing.values.title)
  return { title, withId: `${title || 'property'}-${slugify(listing.values.listingId) || 'listing'}` }
}

// Postgres's lower() and JavaScript's toLowerCase() agree on ASCII; any other id is asked of the database.
const idKey = (listingId: string) => (/^[\x20-\x7e]*$/.test(listingId) ? listingId.toLowerCase() : null)

const knownColumns = {
  listingKey: feedListings.listingKey,
  propertyId: feedListings.propertyId,
  photosChangeTimestamp: feedListings.photosChangeTimestamp,
  syncedValues: feedListings.syncedValues,
  status: properties.status,
  agentId: properties.agentId,
  images: properties.images,
}

const holderColumns = { id: properties.id, source: properties.source, listingKey: feedListings.listingKey }

export class PageReads {
  private readonly known = new Map<string, KnownListing>()
  private readonly holders = new Map<string, ListingIdHolder[]>()
  private readonly taken = new Set<string>()
  private readonly readKeys = new Set<string>()
  private readonly readIds = new Set<string>()
  private readonly readSlugs = new Set<string>()

  private constructor(private readonly db: Database) {}

  /** Nothing read ahead: every question goes to the database (a listing applied on its own). */
  static none(db: Database) {
    return new PageReads(db)
  }

  /** What the page's listings need, read in three queries. */
  static async read(db: Database, listings: MappedListing[]): Promise<PageReads> {
    const reads = new PageReads(db)
    if (listings.length === 0) return reads
    const keys = [...new Set(listings.map((listing) => listing.listingKey))]
    const ids = [...new Set(listings.flatMap((listing) => idKey(listing.values.listingId) ?? []))]
    const slugs = [...new Set(listings.flatMap((listing) => Object.values(candidateSlugs(listing)).filter(Boolean)))]
    const [known, holders, taken] = await Promise.all([
      db
        .select(knownColumns)
        .from(feedListings)
        .innerJoin(properties, eq(properties.id, feedListings.propertyId))
        .where(inArray(feedListings.listingKey, keys)),
      ids.length === 0
        ? []
        : db
            .select({ ...holderColumns, lowered: sql<string>`lower(${properties.listingId})` })
            .from(properties)
            .leftJoin(feedListings, eq(feedListings.propertyId, properties.id))
            .where(inArray(sql`lower(${properties.listingId})`, ids)),
      slugs.length === 0
        ? []
        : db.select({ slug: properties.slug }).from(properties).where(inArray(properties.slug, slugs)),
    ])
    for (const key of keys) reads.readKeys.add(key)
    for (const { listingKey, ...row } of known) reads.known.set(listingKey, row)
    for (const id of ids) reads.readIds.add(id)
    for (const { lowered, ...holder } of holders)
      reads.holders.set(lowered, [...(reads.holders.get(lowered) ?? []), holder])
    for (const slug of slugs) reads.readSlugs.add(slug)
    for (const { slug } of taken) reads.taken.add(slug)
    return reads
  }

  async knownListing(listingKey: string): Promise<KnownListing | undefined> {
    if (this.readKeys.has(listingKey)) return this.known.get(listingKey)
    const [row] = await this.db
      .select(knownColumns)
      .from(feedListings)
      .innerJoin(properties, eq(properties.id, feedListings.propertyId))
      .where(eq(feedListings.listingKey, listingKey))
    if (!row) return undefined
    const { listingKey: _key, ...known } = row
    return known
  }

  /** The listings whose ListingId is this one, compared without case. */
  async listingIdHolders(listingId: string): Promise<ListingIdHolder[]> {
    const key = idKey(listingId)
    if (key !== null && this.readIds.has(key)) return this.holders.get(key) ?? []
    return this.db
      .select(holderColumns)
      .from(properties)
      .leftJoin(feedListings, eq(feedListings.propertyId, properties.id))
      .where(sql`lower(${properties.listingId}) = lower(${listingId})`)
  }

  async slugTaken(slug: string): Promise<boolean> {
    if (this.readSlugs.has(slug)) return this.taken.has(slug)
    const rows = await this.db.select({ id: properties.id }).from(properties).where(eq(properties.slug, slug)).limit(1)
    return rows.length > 0
  }

  /** A record of the page wrote this listing (its ListingIds before and after): what was read about it is asked again. */
  wrote({ listingKey, listingIds = [], slug }: { listingKey: string; listingIds?: unknown[]; slug?: string | null }) {
    this.readKeys.delete(listingKey)
    for (const listingId of listingIds) {
      const key = typeof listingId === 'string' ? idKey(listingId) : null
      if (key !== null) this.readIds.delete(key)
    }
    if (slug) this.readSlugs.delete(slug)
  }
}
