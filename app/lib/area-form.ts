// Admin → Areas form (issue 16): an area's texts, its centre and the beaches its listings measure the distance to;
// issue 44: the heights above sea level its listings' elevation is estimated from.
// One zod schema; the server answers 400 with these messages and writes nothing.
import { z } from 'zod'
import type { GeoPoint } from './buyer-facts'
import { parseHeightLines } from './elevation'
import { fieldErrors, parsedText } from './form-errors'

export const MAX_BEACH_POINTS = 20
export const BEACH_LINE_EXAMPLE = 'West Bay Beach, 16.2768, -86.6005'

/** One beach a line: 'Name, latitude, longitude' (the name may hold commas; the last two parts are the numbers). */
export function parseBeachLines(text: string): { points: GeoPoint[]; error: string | null } {
  const points: GeoPoint[] = []
  const lines = text.split(/\r?\n/).map((line) => line.trim())
  for (const [index, line] of lines.entries()) {
    if (line === '') continue
    const parts = line.split(',').map((part) => part.trim())
    const lng = Number(parts.pop())
    const lat = Number(parts.pop())
    const name = parts.join(', ')
    const valid =
      name !== '' && name.length <= 100 && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90
    if (!valid || Math.abs(lng) > 180)
      return {
        points,
        error: `Line ${index + 1}: write the beach as “Name, latitude, longitude”, e.g. “${BEACH_LINE_EXAMPLE}”.`,
      }
    points.push({ name, lat, lng })
  }
  if (points.length > MAX_BEACH_POINTS) return { points, error: `At most ${MAX_BEACH_POINTS} beaches per area.` }
  return { points, error: null }
}

export const beachLinesText = (points: readonly GeoPoint[]) =>
  points.map((point) => `${point.name}, ${point.lat}, ${point.lng}`).join('\n')

const text = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z.string().max(max, `${label} can be at most ${max} characters.`),
  )

const coordinate = (label: string, limit: number, example: string) =>
  z.preprocess(
    (value) => (typeof value !== 'string' || value.trim() === '' ? null : Number(value.trim())),
    z
      .number({ error: `${label} must be a number, e.g. ${example}.` })
      .min(-limit, `${label} must be between -${limit} and ${limit}.`)
      .max(limit, `${label} must be between -${limit} and ${limit}.`)
      .nullable(),
  )

/** A textarea of one point a line, read by `parse`; its first wrong line is the field's message. */
const pointLines = <T>(parse: (text: string) => { points: T[]; error: string | null }) =>
  parsedText(parse).transform((parsed) => parsed.points)

const AreaFormSchema = z.object({
  name: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z.string().min(1, 'Enter the name of the area.').max(100, 'Keep the name under 100 characters.'),
  ),
  summary: text(300, 'The summary'),
  description: text(20_000, 'The description'),
  summaryEs: text(300, 'The Spanish summary'),
  descriptionEs: text(20_000, 'The Spanish description'),
  latitude: coordinate('Latitude', 90, '16.3035'),
  longitude: coordinate('Longitude', 180, '-86.5905'),
  beachPoints: pointLines(parseBeachLines),
  heightPoints: pointLines(parseHeightLines),
})

export type AreaFormValues = z.output<typeof AreaFormSchema>
export type AreaFormErrors = Partial<Record<keyof AreaFormValues, string>>

export function parseAreaForm(input: Record<string, unknown>) {
  const parsed = AreaFormSchema.safeParse(input)
  return parsed.success
    ? ({ ok: true, values: parsed.data } as const)
    : ({ ok: false, errors: fieldErrors(parsed.error) as AreaFormErrors } as const)
}
