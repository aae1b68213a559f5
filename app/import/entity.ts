// What the importer needs to know of one kind of record (properties, agents, redirects): its fields, how a row
// becomes a record, how a record is matched with a stored one and how a batch is written.
import type { Database } from '~/db/client.server'

export const IMPORT_ENTITIES = ['properties', 'agents', 'redirects'] as const
export type ImportEntity = (typeof IMPORT_ENTITIES)[number]

export const IMPORT_ENTITY_LABELS: Record<ImportEntity, string> = {
  properties: 'Properties',
  agents: 'Agents',
  redirects: 'Redirects',
}

export interface ImportField {
  /** the column name our exports use */
  key: string
  label: string
  /** other column names that mean this field (matched ignoring case, spaces and punctuation) */
  synonyms: readonly string[]
  /** shown beside the label: what the field takes */
  hint?: string
}

/** A row's cells by field key; undefined when the field is not imported. */
export type FieldValues = Record<string, string | undefined>

export type Validation<R> = { ok: true; record: R } | { ok: false; errors: string[] }

/** A transaction or the database: writes of one batch go through it. */
export type Writer = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface EntityImporter<R, E, C> {
  entity: ImportEntity
  fields: readonly ImportField[]
  /** Lookups read once per run (areas, agents, every stored slug …). */
  prepare(db: Database, options: ImportOptions): Promise<C>
  /** The key a row is matched on (listing id, slug, source); '' when the row has none. A key twice is refused. */
  keyOf(values: FieldValues): string
  /** The stored record each row of one batch updates (undefined: the row creates one). */
  findExisting(db: Database, rows: FieldValues[], context: C): Promise<(E | undefined)[]>
  validate(values: FieldValues, existing: E | undefined, context: C): Validation<R>
  /** Nothing would change: the row is counted unchanged and not written. */
  isUnchanged(record: R, existing: E): boolean
  /** Called once a row is accepted, so later rows see it (slugs taken, redirect chains). */
  accept(record: R, existing: E | undefined, context: C): void
  /** Creates and updates one batch; existing is the stored record for updates. */
  write(writer: Writer, rows: { record: R; existing: E | undefined }[], options: ImportOptions): Promise<void>
}

export interface ImportOptions {
  userId: string | null
  /** the site's origin: full addresses on it count as site paths when looking for redirect loops */
  siteOrigin?: string
}

/** Cells of list fields (photos, features, languages): separated by | or ; (or line breaks). */
export function splitList(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[|;\n]/)
    .map((item) => item.trim())
    .filter(Boolean)
}

/** yes / no, true / false, 1 / 0, on / off, y / n; undefined for anything else. */
export function parseYesNo(text: string): boolean | undefined {
  const value = text.trim().toLowerCase()
  if (['yes', 'y', 'true', '1', 'on'].includes(value)) return true
  if (['no', 'n', 'false', '0', 'off', ''].includes(value)) return false
  return undefined
}

/** Case- and spacing-insensitive lookup key for names, slugs and e-mails. */
export const lookupKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')
