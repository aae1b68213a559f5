// Listings as staff manage them (Admin → Properties): every state, uniqueness of slug and listing id and bulk status;
// the photo list is in listing-photos.server.ts. Public queries live in property.server.ts and only ever see public
// states.
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { agents, areas, feedListings, properties } from '~/db/schema'
import { IMAGE_WIDTHS, PROPERTY_IMAGES_BUCKET, propertyImageSources, variantUrl } from '~/lib/image-url'
import {
  ADMIN_PROPERTY_PAGE_SIZE,
  type AdminPropertyQuery,
  type AdminPropertySort,
} from '~/lib/property-form-list-query'
import {
  isPublicStatus,
  slugForSave,
  type PropertyFormErrors,
  type PropertyFormValues,
} from '~/lib/property-form-schema'
import { PROPERTY_STATUS_LABELS, type PropertyStatus } from '~/lib/property-rules'
import type { Storage } from '~/storage/storage.server'
import { isStoredPhoto } from './listing-photos.server'
import { PROPERTY_RECORD_COLUMNS, propertyRecordFields } from './property-record.server'
import { isUniqueViolation } from '~/db/errors'

// ---- List ----

const SORTS: Record<AdminPropertySort, SQL[]> = {
  newest: [desc(properties.createdAt), desc(properties.id)],
  oldest: [asc(properties.createdAt), asc(properties.id)],
  'price-desc': [desc(properties.priceUsd), desc(properties.id)],
  'price-asc': [asc(properties.priceUsd), asc(properties.id)],
  title: [asc(sql`lower(${properties.title})`), asc(properties.id)],
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

function listConditions(query: AdminPropertyQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (query.search) {
    // 'rr1001' and 'RR 1001' find RR-1001 too.
    const compact = query.search.replace(/[\s-]+/g, '')
    conditions.push(
      or(
        ilike(properties.title, likePattern(query.search)),
        ilike(properties.listingId, likePattern(query.search)),
        sql`replace(${properties.listingId}, '-', '') ilike ${likePattern(compact)}`,
      ),
    )
  }
  if (query.status) conditions.push(eq(properties.status, query.status))
  if (query.type) conditions.push(eq(properties.propertyType, query.type))
  if (query.area) conditions.push(eq(properties.areaId, query.area))
  if (query.agent) conditions.push(eq(properties.agentId, query.agent))
  return and(...conditions)
}

export async function listAdminProperties(db: Database, storage: Storage, query: AdminPropertyQuery) {
  const where = listConditions(query)
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: properties.id,
        slug: properties.slug,
        listingId: properties.listingId,
        title: properties.title,
        status: properties.status,
        propertyType: properties.propertyType,
        priceUsd: properties.priceUsd,
        featured: properties.featured,
        cover: sql<string | null>`${properties.images}->>0`,
        imageCount: sql<number>`jsonb_array_length(${properties.images})::int`,
        areaName: areas.name,
        agentName: agents.name,
        updatedAt: properties.updatedAt,
      })
      .from(properties)
      .leftJoin(areas, eq(areas.id, properties.areaId))
      .leftJoin(agents, eq(agents.id, properties.agentId))
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(ADMIN_PROPERTY_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PROPERTY_PAGE_SIZE),
    db.select({ total: count() }).from(properties).where(where),
  ])
  const total = Number(totals?.total ?? 0)
  const base = storage.publicBaseUrl(PROPERTY_IMAGES_BUCKET)
  return {
    rows: rows.map(({ cover, ...row }) => ({
      ...row,
      status: row.status as PropertyStatus,
      thumbnail: cover ? thumbnailUrl(cover, base) : null,
    })),
    total,
    pages: Math.max(1, Math.ceil(total / ADMIN_PROPERTY_PAGE_SIZE)),
  }
}

/** The smallest stored variant for bucket photos; other addresses as they are. */
function thumbnailUrl(image: string, base: string) {
  const sources = propertyImageSources(image, base)
  return sources.variants ? variantUrl(sources.variants, IMAGE_WIDTHS[0], 'jpg') : sources.src
}

/** Areas and agents for the filters and the form's choices. */
export async function listPropertyFormOptions(db: Database) {
  const [areaRows, agentRows] = await Promise.all([
    db.select({ id: areas.id, name: areas.name }).from(areas).orderBy(asc(areas.sortOrder), asc(areas.name)),
    db.select({ id: agents.id, name: agents.name, active: agents.active }).from(agents).orderBy(asc(agents.name)),
  ])
  return { areas: areaRows, agents: agentRows }
}

// ---- One listing ----

export async function getAdminProperty(db: Database, storage: Storage, id: number) {
  const [row] = await db
    .select({
      id: properties.id,
      ...PROPERTY_RECORD_COLUMNS,
      source: properties.source,
      publishedAt: properties.publishedAt,
      createdAt: properties.createdAt,
      updatedAt: properties.updatedAt,
      /** what the listing feed wrote last (feed listings only): decides which fields staff cannot change */
      feedSynced: feedListings.syncedValues,
    })
    .from(properties)
    .leftJoin(feedListings, eq(feedListings.propertyId, properties.id))
    .where(eq(properties.id, id))
  if (!row) return null
  const base = storage.publicBaseUrl(PROPERTY_IMAGES_BUCKET)
  return {
    ...row,
    status: row.status as PropertyStatus,
    gallery: row.images.map((path) => ({ path, url: thumbnailUrl(path, base), stored: isStoredPhoto(path) })),
  }
}

export type AdminProperty = NonNullable<Awaited<ReturnType<typeof getAdminProperty>>>

// ---- Save (add and edit) ----

export const slugTakenMessage = (suggestion: string) =>
  `Another listing already uses this web address. Change it, or use "${suggestion}".`
export const listingIdTakenMessage = (listingId: string) =>
  `Listing ID ${listingId} is already used by another listing. Each listing needs its own ID.`

async function isTaken(
  db: Database,
  column: typeof properties.slug | typeof properties.listingId,
  value: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(sql`lower(${column}) = lower(${value})`, exceptId ? ne(properties.id, exceptId) : undefined))
    .limit(1)
  return Boolean(row)
}

/** The first free 'slug-2', 'slug-3', … (offered when a slug clashes). */
export async function suggestFreeSlug(db: Database, slug: string, exceptId?: number) {
  const rows = await db
    .select({ slug: properties.slug })
    .from(properties)
    .where(
      and(
        sql`${properties.slug} like ${`${slug.replace(/[\\%_]/g, '\\$&')}-%`}`,
        exceptId ? ne(properties.id, exceptId) : undefined,
      ),
    )
  const used = new Set(rows.map((row) => row.slug))
  let suffix = 2
  while (used.has(`${slug}-${suffix}`)) suffix++
  return `${slug}-${suffix}`
}

/** The next RR-#### after the highest one in use. */
async function nextListingId(db: Database) {
  const [row] = await db
    .select({ highest: sql<number | null>`max(substring(${properties.listingId} from '^RR-(\\d+)$')::int)` })
    .from(properties)
  return `RR-${Math.max(1000, Number(row?.highest ?? 1000)) + 1}`
}

export type SavePropertyResult = { ok: true; id: number; slug: string } | { ok: false; errors: PropertyFormErrors }

/** Creates (no id) or updates a listing after checking slug and listing id are free. Writes nothing on an error. */
export async function saveProperty(db: Database, values: PropertyFormValues, id?: number): Promise<SavePropertyResult> {
  const listingId = values.listingId || (await nextListingId(db))
  const slug = slugForSave(values, `property-${listingId}`)
  const errors: PropertyFormErrors = {}
  const [slugTaken, listingIdTaken] = await Promise.all([
    isTaken(db, properties.slug, slug, id),
    values.listingId ? isTaken(db, properties.listingId, listingId, id) : false,
  ])
  if (slugTaken) errors.slug = slugTakenMessage(await suggestFreeSlug(db, slug, id))
  if (listingIdTaken) errors.listingId = listingIdTakenMessage(listingId)
  if (Object.keys(errors).length > 0) return { ok: false, errors }

  const row = {
    slug,
    listingId,
    ...propertyRecordFields(values),
    updatedAt: new Date(),
  }
  // First time on the site: remember when (kept through later status changes).
  const publishedAt = isPublicStatus(values.status)
    ? sql`coalesce(${properties.publishedAt}, now())`
    : sql`${properties.publishedAt}`
  try {
    // In a savepoint: inside a staff transaction (issue 17's audit) a refused write must leave it usable.
    if (id === undefined) {
      const [created] = await db.transaction((savepoint) =>
        savepoint
          .insert(properties)
          .values({ ...row, source: 'manual', publishedAt: isPublicStatus(values.status) ? new Date() : null })
          .returning({ id: properties.id }),
      )
      return { ok: true, id: created!.id, slug }
    }
    const [updated] = await db.transaction((savepoint) =>
      savepoint
        .update(properties)
        .set({ ...row, publishedAt })
        .where(eq(properties.id, id))
        .returning({ id: properties.id }),
    )
    if (!updated) return { ok: false, errors: { title: 'This listing no longer exists.' } }
    return { ok: true, id, slug }
  } catch (error) {
    // Someone saved the same slug or listing id a moment ago.
    if (isUniqueViolation(error, 'slug'))
      return { ok: false, errors: { slug: slugTakenMessage(await suggestFreeSlug(db, slug, id)) } }
    if (isUniqueViolation(error, 'listing_id'))
      return { ok: false, errors: { listingId: listingIdTakenMessage(listingId) } }
    throw error
  }
}

// ---- Bulk status ----

/** What a listing still needs before it can be shown on the site (same rule as the form). */
function missingToPublish(row: { priceUsd: number; areaId: number | null; description: string }) {
  const missing: string[] = []
  if (!row.priceUsd) missing.push('price')
  if (!row.areaId) missing.push('area')
  if (!row.description.trim()) missing.push('description')
  return missing
}

/** Why a listing in a bulk change was left as it was. */
export const FEED_STATUS_REASON = 'its status comes from the listing feed'

export async function bulkSetPropertyStatus(db: Database, ids: number[], status: PropertyStatus) {
  const rows = await db
    .select({
      id: properties.id,
      listingId: properties.listingId,
      source: properties.source,
      priceUsd: properties.priceUsd,
      areaId: properties.areaId,
      description: properties.description,
    })
    .from(properties)
    .where(inArray(properties.id, ids))
  const skipped = rows.flatMap((row) => {
    // Feed listings: the status is a synced field, locked like in the form (docs/decisions/010-listing-feed.md).
    if (row.source === 'feed') return [{ listingId: row.listingId, reason: FEED_STATUS_REASON }]
    const missing = isPublicStatus(status) ? missingToPublish(row) : []
    return missing.length ? [{ listingId: row.listingId, reason: `needs ${missing.join(', ')}` }] : []
  })
  const skippedIds = new Set(skipped.map((row) => row.listingId))
  const toChange = rows.filter((row) => !skippedIds.has(row.listingId)).map((row) => row.id)
  if (toChange.length > 0) {
    await db
      .update(properties)
      .set({
        status,
        updatedAt: new Date(),
        publishedAt: isPublicStatus(status)
          ? sql`coalesce(${properties.publishedAt}, now())`
          : sql`${properties.publishedAt}`,
      })
      .where(inArray(properties.id, toChange))
  }
  return { changed: toChange.length, status: PROPERTY_STATUS_LABELS[status], skipped }
}
