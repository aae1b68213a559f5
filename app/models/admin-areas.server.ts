// Admin → Areas (issue 16): the areas as staff edit them. Saving fires the content trigger, so public pages and
// listing distances (models/buyer-facts.server.ts) are rebuilt in every process.
import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { areas, properties } from '~/db/schema'
import type { AreaFormValues } from '~/lib/area-form'

export function listAdminAreas(db: Database) {
  return db
    .select({
      id: areas.id,
      slug: areas.slug,
      name: areas.name,
      beaches: sql<number>`jsonb_array_length(${areas.beachPoints})::int`,
      listings: sql<number>`(select count(*)::int from ${properties} where ${properties.areaId} = ${areas.id})`,
    })
    .from(areas)
    .orderBy(asc(areas.sortOrder), asc(areas.name))
}

export async function getAdminArea(db: Database, id: number) {
  const [row] = await db
    .select({
      id: areas.id,
      slug: areas.slug,
      name: areas.name,
      summary: areas.summary,
      description: areas.description,
      summaryEs: areas.summaryEs,
      descriptionEs: areas.descriptionEs,
      latitude: areas.latitude,
      longitude: areas.longitude,
      beachPoints: areas.beachPoints,
      heightPoints: areas.heightPoints,
    })
    .from(areas)
    .where(eq(areas.id, id))
  return row ?? null
}

/** False when the area no longer exists. */
export async function saveArea(db: Database, id: number, values: AreaFormValues): Promise<boolean> {
  const updated = await db
    .update(areas)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(areas.id, id))
    .returning({ id: areas.id })
  return updated.length > 0
}
