// Distances a listing page shows (issue 16): to the nearest beach staff keep on Admin → Areas (any area's, since
// the nearest beach may be in the next one) and to the airport, straight line from the listing's coordinates. Issue
// 44: the elevation of a listing staff gave none, estimated from the heights kept on Admin → Areas (any area's too).
import { contentMemo } from '~/cache-registry.server'
import type { Database } from '~/db/client.server'
import { areas } from '~/db/schema'
import { AIRPORT, nearest, type Distance, type GeoPoint } from '~/lib/buyer-facts'
import { estimateElevation, type HeightPoint } from '~/lib/elevation'

/** The beach points of all areas; from memory until content changes (areas have the content trigger). */
const memo = contentMemo<GeoPoint[]>('beach-points', 1)

export function publicBeachPoints(db: Database): Promise<GeoPoint[]> {
  return memo('all', async () => {
    const rows = await db.select({ beachPoints: areas.beachPoints }).from(areas)
    return rows.flatMap((row) => row.beachPoints)
  })
}

const heightsMemo = contentMemo<HeightPoint[]>('height-points', 1)

export function publicHeightPoints(db: Database): Promise<HeightPoint[]> {
  return heightsMemo('all', async () => {
    const rows = await db.select({ heightPoints: areas.heightPoints }).from(areas)
    return rows.flatMap((row) => row.heightPoints)
  })
}

interface Positioned {
  latitude: number | null
  longitude: number | null
  elevationM: number | null
}

/** The listing's elevation estimated from staff's heights; none when staff gave one, or nothing is near enough. */
export async function elevationEstimate(db: Database, listing: Positioned): Promise<number | null> {
  if (listing.elevationM !== null || listing.latitude === null || listing.longitude === null) return null
  return estimateElevation({ lat: listing.latitude, lng: listing.longitude }, await publicHeightPoints(db))
}

export interface ListingDistances {
  beach: Distance | null
  airport: Distance | null
  /** whole metres, when staff gave the listing no elevation (issue 44) */
  elevationEstimateM: number | null
}

export async function listingDistances(db: Database, listing: Positioned): Promise<ListingDistances> {
  if (listing.latitude === null || listing.longitude === null)
    return { beach: null, airport: null, elevationEstimateM: null }
  const from = { lat: listing.latitude, lng: listing.longitude }
  const [beaches, elevationEstimateM] = await Promise.all([publicBeachPoints(db), elevationEstimate(db, listing)])
  return { beach: nearest(from, beaches), airport: nearest(from, [AIRPORT]), elevationEstimateM }
}
