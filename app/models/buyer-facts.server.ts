// Distances a listing page shows (issue 16): to the nearest beach staff keep on Admin → Areas (any area's, since
// the nearest beach may be in the next one) and to the airport, straight line from the listing's coordinates.
import { contentMemo } from '~/cache-registry.server'
import type { Database } from '~/db/client.server'
import { areas } from '~/db/schema'
import { AIRPORT, nearest, type Distance, type GeoPoint } from '~/lib/buyer-facts'

/** The beach points of all areas; from memory until content changes (areas have the content trigger). */
const memo = contentMemo<GeoPoint[]>('beach-points', 1)

export function publicBeachPoints(db: Database): Promise<GeoPoint[]> {
  return memo('all', async () => {
    const rows = await db.select({ beachPoints: areas.beachPoints }).from(areas)
    return rows.flatMap((row) => row.beachPoints)
  })
}

export interface ListingDistances {
  beach: Distance | null
  airport: Distance | null
}

export async function listingDistances(
  db: Database,
  listing: { latitude: number | null; longitude: number | null },
): Promise<ListingDistances> {
  if (listing.latitude === null || listing.longitude === null) return { beach: null, airport: null }
  const from = { lat: listing.latitude, lng: listing.longitude }
  return { beach: nearest(from, await publicBeachPoints(db)), airport: nearest(from, [AIRPORT]) }
}
