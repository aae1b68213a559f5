// Import jobs (import_jobs): uploaded → queued → running → succeeded | failed. The file's text is kept on the job,
// so a job survives a restart: each batch and the job's counters are written in one transaction, and a job found
// running when the server starts resumes after its last written batch.
import { desc, eq, sql } from 'drizzle-orm'
import Papa from 'papaparse'
import type { Database } from '~/db/client.server'
import { importJobs } from '~/db/schema'
import { cleanMapping, matchColumns } from './columns'
import type { ImportEntity } from './entity'
import { IMPORTERS } from './importers'
import { type ImportFormat, type ParsedSource, parseSource } from './parse'
import { BATCH_SIZE, startRun } from './run'

export type ImportJob = typeof importJobs.$inferSelect
export type ReportEntry = ImportJob['report'][number]

/**
 * Stores an uploaded file as a job with the automatic column matches; the caller has parsed it once already. Files
 * uploaded more than a day ago and never imported go at the same time (each may hold up to 25 MB).
 */
export async function createImportJob(
  db: Database,
  input: { entity: ImportEntity; fileName: string; format: ImportFormat; text: string; parsed: ParsedSource },
  userId: string | null,
): Promise<string> {
  await db
    .delete(importJobs)
    .where(sql`${importJobs.status} = 'uploaded' and ${importJobs.createdAt} < now() - interval '1 day'`)
  const [job] = await db
    .insert(importJobs)
    .values({
      entity: input.entity,
      fileName: input.fileName,
      format: input.format,
      sourceText: input.text,
      totalRows: input.parsed.rows.length,
      mapping: matchColumns(IMPORTERS[input.entity].fields, input.parsed.columns),
      createdBy: userId,
    })
    .returning({ id: importJobs.id })
  return job!.id
}

const SUMMARY_COLUMNS = {
  id: importJobs.id,
  entity: importJobs.entity,
  fileName: importJobs.fileName,
  format: importJobs.format,
  status: importJobs.status,
  mapping: importJobs.mapping,
  totalRows: importJobs.totalRows,
  processed: importJobs.processed,
  created: importJobs.created,
  updated: importJobs.updated,
  unchanged: importJobs.unchanged,
  rejected: importJobs.rejected,
  error: importJobs.error,
  createdAt: importJobs.createdAt,
  finishedAt: importJobs.finishedAt,
}
export type ImportJobSummary = Omit<ImportJob, 'sourceText' | 'report' | 'createdBy' | 'entity'> & {
  entity: ImportEntity
}

export async function listRecentImportJobs(db: Database, limit = 10): Promise<ImportJobSummary[]> {
  const rows = await db.select(SUMMARY_COLUMNS).from(importJobs).orderBy(desc(importJobs.createdAt)).limit(limit)
  return rows.map((row) => ({ ...row, entity: row.entity as ImportEntity }))
}

const JOB_ID = /^[0-9a-f-]{36}$/i

export async function getImportJob(db: Database, id: string): Promise<ImportJob | null> {
  if (!JOB_ID.test(id)) return null
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, id))
  return job ?? null
}

/** A job without its file and report: what the screen shows, read again every second while the job runs. */
export async function getImportJobSummary(db: Database, id: string): Promise<ImportJobSummary | null> {
  if (!JOB_ID.test(id)) return null
  const [row] = await db.select(SUMMARY_COLUMNS).from(importJobs).where(eq(importJobs.id, id))
  return row ? { ...row, entity: row.entity as ImportEntity } : null
}

/** The job's file, parsed again (it was parsed once at upload, so it parses). */
export function jobSource(job: ImportJob): ParsedSource {
  const parsed = parseSource(job.sourceText, job.format as ImportFormat)
  return parsed.ok ? parsed : { columns: [], rows: [] }
}

export async function saveMapping(db: Database, job: ImportJob, columns: string[], mapping: Record<string, unknown>) {
  const clean = cleanMapping(IMPORTERS[job.entity as ImportEntity].fields, columns, mapping)
  await db.update(importJobs).set({ mapping: clean }).where(eq(importJobs.id, job.id))
  return clean
}

/** Hands the job to the import worker. Only a job not started yet can be queued. */
export async function queueImportJob(db: Database, id: string): Promise<boolean> {
  const queued = await db
    .update(importJobs)
    .set({ status: 'queued' })
    .where(sql`${importJobs.id} = ${id} and ${importJobs.status} = 'uploaded'`)
    .returning({ id: importJobs.id })
  return queued.length > 0
}

/** A job left running by a stopped server first (it resumes), then the oldest queued one; marked running. */
export async function claimNextImportJob(db: Database): Promise<string | null> {
  const [next] = await db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(sql`${importJobs.status} in ('running', 'queued')`)
    .orderBy(sql`${importJobs.status} = 'running' desc`, importJobs.createdAt)
    .limit(1)
  if (!next) return null
  await db.update(importJobs).set({ status: 'running' }).where(eq(importJobs.id, next.id))
  return next.id
}

/**
 * Imports a running job's rows from where it stands, a batch per transaction (the rows and the job's counters
 * together). Returns 'stopped' when `shouldStop` asks it to pause between batches (the job stays running).
 */
export async function processImportJob(
  db: Database,
  id: string,
  { siteOrigin, shouldStop = () => false }: { siteOrigin?: string; shouldStop?: () => boolean } = {},
): Promise<'succeeded' | 'failed' | 'stopped'> {
  const job = await getImportJob(db, id)
  if (!job || job.status !== 'running') return 'failed'
  try {
    const { columns, rows } = jobSource(job)
    const entity = job.entity as ImportEntity
    const mapping = cleanMapping(IMPORTERS[entity].fields, columns, job.mapping)
    const run = await startRun(db, entity, mapping, { userId: job.createdBy, siteOrigin })
    run.remember(rows.slice(0, job.processed))
    for (let start = job.processed; start < rows.length; start += BATCH_SIZE) {
      if (shouldStop()) return 'stopped'
      const batch = await run.plan(rows.slice(start, start + BATCH_SIZE), start)
      const rejected: ReportEntry[] = batch.rows
        .filter((row) => row.outcome === 'rejected')
        .map(({ row, errors, values }) => ({ row, errors, values }))
      const { counters } = batch
      await db.transaction(async (tx) => {
        await batch.write(tx)
        await tx
          .update(importJobs)
          .set({
            processed: sql`${importJobs.processed} + ${counters.processed}`,
            created: sql`${importJobs.created} + ${counters.created}`,
            updated: sql`${importJobs.updated} + ${counters.updated}`,
            unchanged: sql`${importJobs.unchanged} + ${counters.unchanged}`,
            rejected: sql`${importJobs.rejected} + ${counters.rejected}`,
            report: rejected.length
              ? sql`${importJobs.report} || ${JSON.stringify(rejected)}::jsonb`
              : sql`${importJobs.report}`,
          })
          .where(eq(importJobs.id, id))
      })
    }
    await finish(db, id, 'succeeded', null)
    return 'succeeded'
  } catch (error) {
    await finish(db, id, 'failed', `The import stopped: ${error instanceof Error ? error.message : String(error)}`)
    throw error
  }
}

async function finish(db: Database, id: string, status: 'succeeded' | 'failed', error: string | null) {
  await db
    .update(importJobs)
    .set({ status, error, finishedAt: sql`now()` })
    .where(eq(importJobs.id, id))
}

/** The rejected rows as CSV: row number, the reasons, then the row's own columns in the file's order. */
export function rejectedRowsCsv(job: ImportJob): string {
  const columns = jobSource(job).columns
  for (const entry of job.report)
    for (const column of Object.keys(entry.values)) if (!columns.includes(column)) columns.push(column)
  return Papa.unparse({
    fields: ['row', 'errors', ...columns],
    data: job.report.map((entry) => [
      entry.row,
      entry.errors.join(' '),
      ...columns.map((column) => entry.values[column] ?? ''),
    ]),
  })
}
