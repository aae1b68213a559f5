// Everything the listing page shows: the listing, its area, its agent, its photos and similar listings.
import { and, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { agents, areas, properties } from '~/db/schema'
import { PROPERTY_IMAGES_BUCKET, SITE_IMAGES_BUCKET, bucketImageSources, propertyImageSources } from '~/lib/image-url'
import { PUBLIC_PROPERTY_STATUSES } from '~/lib/property-rules'
import type { Storage } from '~/storage/storage.server'
import { cardColumns, withPublicLocation } from './property.server'

const isPublic = inArray(properties.status, [...PUBLIC_PROPERTY_STATUSES])
// Every column but the search words, which the page never shows.
const { searchVector: _searchVector, ...listingColumns } = getTableColumns(properties)

export async function getPropertyDetail(db: Database, storage: Storage, slug: string) {
  // No listing has such an address, and PostgreSQL text cannot hold a NUL character (it would answer an error).
  if (slug.includes('\u0000') || slug.length > 500) return null
  const [row] = await db
    .select({ property: listingColumns, area: { name: areas.name, slug: areas.slug }, agent: agents })
    .from(properties)
    .leftJoin(areas, eq(areas.id, properties.areaId))
    .leftJoin(agents, and(eq(agents.id, properties.agentId), eq(agents.active, true)))
    .where(and(isPublic, eq(properties.slug, slug)))
  if (!row) return null
  const photos = storage.publicBaseUrl(PROPERTY_IMAGES_BUCKET)
  const { property, agent } = row
  return {
    ...withPublicLocation(property),
    area: row.area,
    gallery: property.images.map((image) => propertyImageSources(image, photos)),
    agent: agent
      ? {
          slug: agent.slug,
          name: agent.name,
          title: agent.title,
          titleEs: agent.titleEs,
          email: agent.email,
          phone: agent.phone,
          whatsapp: agent.whatsapp,
          languages: agent.languages,
          photo: agent.photo ? bucketImageSources(agent.photo, storage.publicBaseUrl(SITE_IMAGES_BUCKET)) : null,
        }
      : null,
  }
}

export type PropertyDetail = NonNullable<Awaited<ReturnType<typeof getPropertyDetail>>>

function withCovers<T extends { images: string[] }>(rows: T[], storage: Storage) {
  const photos = storage.publicBaseUrl(PROPERTY_IMAGES_BUCKET)
  return rows.map(({ images, ...card }) => ({
    ...card,
    cover: images[0] ? propertyImageSources(images[0], photos) : null,
  }))
}

/** Live listings like this one: same type, nearest in price, its own area first. */
export async function getSimilarProperties(db: Database, storage: Storage, listing: PropertyDetail, limit = 3) {
  const rows = await db
    .select(cardColumns)
    .from(properties)
    .leftJoin(areas, eq(areas.id, properties.areaId))
    .where(
      and(
        eq(properties.status, 'active'),
        eq(properties.propertyType, listing.propertyType),
        ne(properties.id, listing.id),
      ),
    )
    .orderBy(
      desc(sql`${properties.areaId} is not distinct from ${listing.areaId}`),
      sql`abs(${properties.priceUsd} - ${listing.priceUsd})`,
    )
    .limit(limit)
  return withCovers(rows, storage)
}

/** An agent's public listings, live ones first. */
export async function getAgentListings(db: Database, storage: Storage, agentId: number) {
  const rows = await db
    .select(cardColumns)
    .from(properties)
    .leftJoin(areas, eq(areas.id, properties.areaId))
    .where(and(isPublic, eq(properties.agentId, agentId)))
    .orderBy(desc(sql`${properties.status} = 'active'`), desc(properties.createdAt))
    .limit(12)
  return withCovers(rows, storage)
}
