// One pass over a file's rows in batches: each row is validated, matched with the stored record and classed as
// create, update, unchanged or rejected. The same pass serves the preview, the dry run (nothing written) and the
// import job (each batch written in one transaction by the caller).
import type { Database } from '~/db/client.server'
import { mapRow } from './columns'
import type { ImportEntity, ImportOptions, Writer } from './entity'
import { IMPORTERS } from './importers'

export const BATCH_SIZE = 500

export type RowOutcome = 'create' | 'update' | 'unchanged' | 'rejected'

export interface PlannedRow {
  /** the row's number in the file, counting the header as row 1 (as a spreadsheet shows it) */
  row: number
  outcome: RowOutcome
  errors: string[]
  values: Record<string, string>
}

export interface Counters {
  processed: number
  created: number
  updated: number
  unchanged: number
  rejected: number
}

const emptyCounters = (): Counters => ({ processed: 0, created: 0, updated: 0, unchanged: 0, rejected: 0 })

export interface PlannedBatch {
  rows: PlannedRow[]
  counters: Counters
  /** writes the batch's creates and updates */
  write(writer: Writer): Promise<void>
}

/** A file row's number as a spreadsheet shows it (the header is row 1). */
const fileRowNumber = (index: number) => index + 2

export async function startRun(
  db: Database,
  entity: ImportEntity,
  mapping: Record<string, string>,
  options: ImportOptions,
) {
  const importer = IMPORTERS[entity]
  const context: unknown = await importer.prepare(db, options)
  /** key → the row that had it first: the same key twice in one file is refused */
  const seen = new Map<string, number>()

  return {
    /** Rows already imported before a restart: their keys count as seen. */
    remember(rows: Record<string, string>[], firstIndex = 0) {
      rows.forEach((cells, offset) => {
        const key = importer.keyOf(mapRow(cells, mapping))
        if (key && !seen.has(key)) seen.set(key, fileRowNumber(firstIndex + offset))
      })
    },

    async plan(rows: Record<string, string>[], firstIndex: number): Promise<PlannedBatch> {
      const values = rows.map((cells) => mapRow(cells, mapping))
      const existing = await importer.findExisting(db, values, context)
      const counters = { ...emptyCounters(), processed: rows.length }
      const writes: { record: unknown; existing: unknown }[] = []
      const planned = rows.map((cells, offset): PlannedRow => {
        const row = fileRowNumber(firstIndex + offset)
        const reject = (errors: string[]) => {
          counters.rejected++
          return { row, outcome: 'rejected' as const, errors, values: cells }
        }
        const key = importer.keyOf(values[offset]!)
        const earlier = key ? seen.get(key) : undefined
        if (earlier !== undefined) return reject([`${key} is already on row ${earlier} of this file.`])
        const stored = existing[offset]
        const result = importer.validate(values[offset]!, stored, context)
        if (!result.ok) return reject(result.errors)
        if (key) seen.set(key, row)
        importer.accept(result.record, stored, context)
        if (stored && importer.isUnchanged(result.record, stored)) {
          counters.unchanged++
          return { row, outcome: 'unchanged', errors: [], values: cells }
        }
        writes.push({ record: result.record, existing: stored })
        if (stored) counters.updated++
        else counters.created++
        return { row, outcome: stored ? 'update' : 'create', errors: [], values: cells }
      })
      return {
        rows: planned,
        counters,
        write: (writer) => (writes.length ? importer.write(writer, writes, options) : Promise.resolve()),
      }
    },
  }
}

function addCounters(total: Counters, batch: Counters): Counters {
  return {
    processed: total.processed + batch.processed,
    created: total.created + batch.created,
    updated: total.updated + batch.updated,
    unchanged: total.unchanged + batch.unchanged,
    rejected: total.rejected + batch.rejected,
  }
}

const MAX_LISTED_REJECTIONS = 100

/** The dry run: every row planned, nothing written. Lists the first rejected rows with their reasons. */
export async function dryRun(
  db: Database,
  entity: ImportEntity,
  rows: Record<string, string>[],
  mapping: Record<string, string>,
  options: ImportOptions,
) {
  const run = await startRun(db, entity, mapping, options)
  let counters = emptyCounters()
  const rejected: PlannedRow[] = []
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = await run.plan(rows.slice(start, start + BATCH_SIZE), start)
    counters = addCounters(counters, batch.counters)
    for (const row of batch.rows)
      if (row.outcome === 'rejected' && rejected.length < MAX_LISTED_REJECTIONS) rejected.push(row)
  }
  return { counters, rejected }
}
