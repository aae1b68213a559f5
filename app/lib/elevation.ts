// Issue 44 item 5: a listing's height above sea level, as staff entered it or, when they did not, estimated from the
// heights staff keep on Admin → Areas (a survey marker, a road junction read off a topographic map, a neighbour's
// plan). Buyers ask it for storm surge. The estimate weighs the nearest heights by inverse squared distance and is
// only made when one lies close enough to say something: the island is a steep ridge, and a point 2 km off along the
// coast says little about a hillside. Pure rules, unit-tested.
import { distanceKm } from './buyer-facts'
import { MAX_ELEVATION_M } from './utilities'

export interface HeightPoint {
  name: string
  lat: number
  lng: number
  /** whole metres above sea level */
  metres: number
}

export const MAX_HEIGHT_POINTS = 40
export const HEIGHT_LINE_EXAMPLE = 'Coxen Hole ridge road, 16.3221, -86.5372, 64'
/** No estimate from heights farther than this. */
export const ESTIMATE_RADIUS_KM = 1
/** A height this close is the listing's own. */
const SAME_PLACE_KM = 0.03
/** The nearest few heights are weighed; more would blur a hillside with the coast below it. */
const WEIGHED = 3

/** One height a line: 'Name, latitude, longitude, metres' (the name may hold commas). */
export function parseHeightLines(text: string): { points: HeightPoint[]; error: string | null } {
  const points: HeightPoint[] = []
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim()
    if (line === '') continue
    const parts = line.split(',').map((part) => part.trim())
    const metresText = parts.pop() ?? ''
    const lng = Number(parts.pop())
    const lat = Number(parts.pop())
    const name = parts.join(', ')
    const metres = Number(metresText.replace(/\s*m$/i, ''))
    const valid =
      name !== '' &&
      name.length <= 100 &&
      Number.isFinite(lat) &&
      Math.abs(lat) <= 90 &&
      Number.isFinite(lng) &&
      Math.abs(lng) <= 180 &&
      Number.isInteger(metres) &&
      metres >= 0 &&
      metres <= MAX_ELEVATION_M
    if (!valid)
      return {
        points,
        error: `Line ${index + 1}: write the height as “Name, latitude, longitude, metres” (whole metres from 0 to ${MAX_ELEVATION_M}), e.g. “${HEIGHT_LINE_EXAMPLE}”.`,
      }
    points.push({ name, lat, lng, metres })
  }
  if (points.length > MAX_HEIGHT_POINTS) return { points, error: `At most ${MAX_HEIGHT_POINTS} heights per area.` }
  return { points, error: null }
}

export const heightLinesText = (points: readonly HeightPoint[]) =>
  points.map((point) => `${point.name}, ${point.lat}, ${point.lng}, ${point.metres}`).join('\n')

/** Whole metres estimated at `from` from the heights within ESTIMATE_RADIUS_KM, or null when none is that close. */
export function estimateElevation(
  from: { lat: number; lng: number } | null,
  points: readonly HeightPoint[],
): number | null {
  if (!from) return null
  const near = points
    .map((point) => ({ metres: point.metres, km: distanceKm(from, point) }))
    .filter((point) => point.km <= ESTIMATE_RADIUS_KM)
    .sort((a, b) => a.km - b.km)
    .slice(0, WEIGHED)
  if (near.length === 0) return null
  if (near[0]!.km <= SAME_PLACE_KM) return near[0]!.metres
  const weights = near.map((point) => 1 / point.km ** 2)
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  return Math.round(near.reduce((sum, point, index) => sum + point.metres * weights[index]!, 0) / total)
}
