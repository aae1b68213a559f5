// Automatic column matching: a column matches a field when its name, or one of the field's synonyms, is the same
// once case, spaces, underscores and punctuation are ignored ('List Price' → price_usd, 'MLS #' → listing_id).
import type { ImportField } from './entity'

export const normalizeColumnName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

/** field key → column name, for every field a column matches (each column used once, first field wins). */
export function matchColumns(fields: readonly ImportField[], columns: readonly string[]): Record<string, string> {
  const byName = new Map<string, string>()
  for (const column of columns) {
    const name = normalizeColumnName(column)
    if (name && !byName.has(name)) byName.set(name, column)
  }
  const used = new Set<string>()
  const mapping: Record<string, string> = {}
  // Exact names first, so 'title' is not taken by a synonym of another field.
  for (const pass of ['names', 'synonyms'] as const) {
    for (const field of fields) {
      if (mapping[field.key]) continue
      const candidates = pass === 'names' ? [field.key, field.label] : field.synonyms
      for (const candidate of candidates) {
        const column = byName.get(normalizeColumnName(candidate))
        if (column !== undefined && !used.has(column)) {
          mapping[field.key] = column
          used.add(column)
          break
        }
      }
    }
  }
  return mapping
}

/** Keeps only fields that exist and columns that are in the file. */
export function cleanMapping(
  fields: readonly ImportField[],
  columns: readonly string[],
  mapping: Record<string, unknown>,
): Record<string, string> {
  const clean: Record<string, string> = {}
  for (const field of fields) {
    const column = mapping[field.key]
    if (typeof column === 'string' && columns.includes(column)) clean[field.key] = column
  }
  return clean
}

/** A file row seen through the mapping: field key → cell text (fields not imported are left out). */
export function mapRow(row: Record<string, string>, mapping: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, column] of Object.entries(mapping)) values[key] = row[column] ?? ''
  return values
}
