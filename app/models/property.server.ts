// Listing queries for the public site. Only public states are ever returned (lib/property-rules.ts).
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { areas, properties } from '~/db/schema'
import { PROPERTY_IMAGES_BUCKET, propertyImageSources } from '~/lib/image-url'
import { PROPERTY_PAGE_SIZE as PAGE_SIZE, PUBLIC_PROPERTY_STATUSES } from '~/lib/property-rules'
import type { Storage } from '~/storage/storage.server'

const isPublic = inArray(properties.status, [...PUBLIC_PROPERTY_STATUSES])

const cardColumns = {
  id: properties.id,
  slug: properties.slug,
  listingId: properties.listingId,
  title: properties.title,
  status: properties.status,
  propertyType: properties.propertyType,
  priceUsd: properties.priceUsd,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  livingAreaSqft: properties.livingAreaSqft,
  lotSizeSqft: properties.lotSizeSqft,
  images: properties.images,
  areaName: areas.name,
}

function withCover<T extends { images: string[] }>(row: T, storage: Storage) {
  const { images, ...rest } = row
  const base = storage.publicBaseUrl(PROPERTY_IMAGES_BUCKET)
  return { ...rest, cover: images[0] ? propertyImageSources(images[0], base) : null }
}

export async function getFeaturedProperties(db: Database, storage: Storage, limit = 6) {
  const rows = await db
    .select(cardColumns)
    .from(properties)
    .leftJoin(areas, eq(areas.id, properties.areaId))
    .where(and(isPublic, eq(properties.featured, true), eq(properties.status, 'active')))
    .orderBy(desc(properties.createdAt))
    .limit(limit)
  return rows.map((row) => withCover(row, storage))
}

export async function listPublicProperties(db: Database, storage: Storage, { page = 1 }: { page?: number } = {}) {
  const [rows, [totals]] = await Promise.all([
    db
      .select(cardColumns)
      .from(properties)
      .leftJoin(areas, eq(areas.id, properties.areaId))
      .where(isPublic)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(isPublic),
  ])
  return { properties: rows.map((row) => withCover(row, storage)), total: totals?.total ?? 0, page }
}

export async function getPublicPropertyBySlug(db: Database, storage: Storage, slug: string) {
  const [row] = await db
    .select({ property: properties, areaName: areas.name, areaSlug: areas.slug })
    .from(properties)
    .leftJoin(areas, eq(areas.id, properties.areaId))
    .where(and(isPublic, eq(properties.slug, slug)))
  if (!row) return null
  const base = storage.publicBaseUrl(PROPERTY_IMAGES_BUCKET)
  return {
    ...row.property,
    areaName: row.areaName,
    areaSlug: row.areaSlug,
    gallery: row.property.images.map((image) => propertyImageSources(image, base)),
  }
}

export type PropertyCard = Awaited<ReturnType<typeof getFeaturedProperties>>[number]
