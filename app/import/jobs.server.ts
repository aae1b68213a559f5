// Import jobs (import_jobs): uploaded → queued → running → succeeded | failed. The file's text is kept on the job,
// so a job survives a restart: each batch and the job's counters are written in one transaction, and a running job
// whose process stopped or crashed (its claim lapsed) resumes after its last written batch, in whichever process
// claims it next: with several processes, each job runs in one of them at a time (docs/decisions/011-imports.md).
import { randomUUID } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { importJobs } from '~/db/schema'
import { csvText } from '~/lib/csv'
import { PROCESS_LABEL } from '~/process-label.server'
import { cleanMapping, matchColumns } from './columns'
import type { ImportEntity } from './entity'
import { IMPORTERS } from './importers'
import { type ImportFormat, type ParsedSource, parseSource } from './parse'
import { BATCH_SIZE, startRun } from './run'
import { publishStaffEvent } from '~/models/staff-events.server'

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
export type ImportJobSummary = Omit<
  ImportJob,
  'sourceText' | 'report' | 'createdBy' | 'entity' | 'claimToken' | 'claimedBy' | 'claimedUntil'
> & {
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

/** How long a claim holds without renewal by default (JOB_LEASE_S); the running process renews it three times as often. */
export const IMPORT_LEASE_MS = 15_000

export interface ImportClaim {
  id: string
  token: string
  /** how long the claim holds without renewal */
  leaseMs: number
}

/** A batch found the job claimed by another process (its lease had lapsed): this process stops, writing nothing. */
class LeaseLost extends Error {}

const leaseEnd = (leaseMs: number) => sql`now() + ${`${leaseMs} milliseconds`}::interval`

/**
 * The next job to run, claimed for this process: a running job whose claim has lapsed (its process crashed or
 * stopped) first, so it resumes, then the oldest queued one. Several processes may ask at once: the row lock
 * (skip locked) gives each job to one of them.
 */
export async function claimNextImportJob(db: Database, leaseMs = IMPORT_LEASE_MS): Promise<ImportClaim | null> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: importJobs.id })
      .from(importJobs)
      .where(
        sql`${importJobs.status} = 'queued' or (${importJobs.status} = 'running' and (${importJobs.claimedUntil} is null or ${importJobs.claimedUntil} < now()))`,
      )
      .orderBy(sql`${importJobs.status} = 'running' desc`, importJobs.createdAt)
      .limit(1)
      .for('update', { skipLocked: true })
    if (!next) return null
    const token = randomUUID()
    await tx
      .update(importJobs)
      .set({ status: 'running', claimToken: token, claimedBy: PROCESS_LABEL, claimedUntil: leaseEnd(leaseMs) })
      .where(eq(importJobs.id, next.id))
    return { id: next.id, token, leaseMs }
  })
}

const ownedBy = (claim: ImportClaim) => and(eq(importJobs.id, claim.id), eq(importJobs.claimToken, claim.token))

/**
 * Imports a claimed job's rows from where it stands, a batch per transaction (the rows, the job's counters and its
 * lease together: a batch commits only while this process still holds the claim and the job stands where the batch
 * starts, so no row is imported twice). Returns 'stopped' when `shouldStop` asks it to pause between batches (the job
 * stays running, its claim released for the next start), or when another process has taken the job over.
 */
export async function processImportJob(
  db: Database,
  claim: ImportClaim,
  { siteOrigin, shouldStop = () => false }: { siteOrigin?: string; shouldStop?: () => boolean } = {},
): Promise<'succeeded' | 'failed' | 'stopped'> {
  const job = await getImportJob(db, claim.id)
  if (!job || job.status !== 'running') return 'failed'
  let lost = false
  const renewal = setInterval(() => {
    db.update(importJobs)
      .set({ claimedUntil: leaseEnd(claim.leaseMs) })
      .where(ownedBy(claim))
      .returning({ id: importJobs.id })
      .then((renewed) => (lost ||= renewed.length === 0))
      .catch(() => {}) // the next batch's own check decides
  }, claim.leaseMs / 3)
  try {
    const { columns, rows } = jobSource(job)
    const entity = job.entity as ImportEntity
    const mapping = cleanMapping(IMPORTERS[entity].fields, columns, job.mapping)
    const run = await startRun(db, entity, mapping, { userId: job.createdBy, siteOrigin })
    run.remember(rows.slice(0, job.processed))
    for (let start = job.processed; start < rows.length; start += BATCH_SIZE) {
      if (lost) return 'stopped'
      if (shouldStop()) {
        await db.update(importJobs).set({ claimedUntil: null }).where(ownedBy(claim))
        return 'stopped'
      }
      const batch = await run.plan(rows.slice(start, start + BATCH_SIZE), start)
      const rejected: ReportEntry[] = batch.rows
        .filter((row) => row.outcome === 'rejected')
        .map(({ row, errors, values }) => ({ row, errors, values }))
      const { counters } = batch
      await db.transaction(async (tx) => {
        const [owned] = await tx
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
            claimedUntil: leaseEnd(claim.leaseMs),
          })
          .where(and(ownedBy(claim), eq(importJobs.processed, start)))
          .returning({ id: importJobs.id })
        if (!owned) throw new LeaseLost()
        await batch.write(tx)
      })
    }
    await finish(db, claim, 'succeeded', null)
    return 'succeeded'
  } catch (error) {
    if (error instanceof LeaseLost) return 'stopped'
    await finish(db, claim, 'failed', `The import stopped: ${error instanceof Error ? error.message : String(error)}`)
    throw error
  } finally {
    clearInterval(renewal)
  }
}

async function finish(db: Database, claim: ImportClaim, status: 'succeeded' | 'failed', error: string | null) {
  await db.transaction(async (tx) => {
    const [job] = await tx
      .update(importJobs)
      .set({ status, error, finishedAt: sql`now()`, claimedUntil: null })
      .where(ownedBy(claim))
      .returning()
    // Issue 17: the staff member who started it hears of it live
    if (job?.createdBy) {
      await publishStaffEvent(tx, {
        kind: 'import_finished',
        title: status === 'succeeded' ? `Import of ${job.fileName} finished` : `Import of ${job.fileName} failed`,
        body:
          status === 'succeeded'
            ? `${job.created} created, ${job.updated} updated, ${job.unchanged} unchanged, ${job.rejected} rejected`
            : (error ?? ''),
        link: '/admin/import',
        userId: job.createdBy,
      })
    }
  })
}

/** The rejected rows as CSV: row number, the reasons, then the row's own columns in the file's order. */
export function rejectedRowsCsv(job: ImportJob): string {
  const columns = jobSource(job).columns
  for (const entry of job.report)
    for (const column of Object.keys(entry.values)) if (!columns.includes(column)) columns.push(column)
  return csvText(
    ['row', 'errors', ...columns],
    job.report.map((entry) => [
      entry.row,
      entry.errors.join(' '),
      ...columns.map((column) => entry.values[column] ?? ''),
    ]),
  )
}
