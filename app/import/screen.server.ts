// What Admin → Import reads and does: the upload (size limit, parse, automatic matches), the mapping step with its
// preview, the dry run and queueing the job.
import type { Database } from '~/db/client.server'
import { IMPORT_ENTITIES, IMPORT_ENTITY_LABELS, type ImportEntity } from './entity'
import { IMPORTERS } from './importers'
import { type ImportJob, createImportJob, jobSource } from './jobs.server'
import { MAX_UPLOAD_BYTES, tooLargeMessage } from './limits'
import { detectFormat, parseSource } from './parse'
import { startRun } from './run'

const PREVIEW_ROWS = 20

export type UploadResult = { ok: true; id: string } | { ok: false; status: 400 | 413; error: string }

export async function uploadImportFile(db: Database, form: FormData, userId: string | null): Promise<UploadResult> {
  const entity = form.get('entity')
  if (!IMPORT_ENTITIES.includes(entity as ImportEntity))
    return { ok: false, status: 400, error: 'Choose what the file holds: properties, agents or redirects.' }
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0)
    return { ok: false, status: 400, error: 'Choose a CSV or JSON file to import.' }
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, status: 413, error: tooLargeMessage }
  if (!/\.(csv|json|txt)$/i.test(file.name) && !/csv|json|text/.test(file.type))
    return { ok: false, status: 400, error: `"${file.name}" is not a CSV or JSON file.` }
  const text = await file.text()
  const format = detectFormat(file.name, text)
  const parsed = parseSource(text, format)
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.error }
  if (parsed.rows.length === 0) return { ok: false, status: 400, error: 'The file has column names but no rows.' }
  const id = await createImportJob(
    db,
    { entity: entity as ImportEntity, fileName: file.name, format, text, parsed },
    userId,
  )
  return { ok: true, id }
}

/** The mapping step: every field with its column, the file's columns and the first rows as they would import. */
export async function mappingStep(db: Database, job: ImportJob, siteOrigin: string) {
  const entity = job.entity as ImportEntity
  const { columns, rows } = jobSource(job)
  const run = await startRun(db, entity, job.mapping, { userId: job.createdBy, siteOrigin })
  const preview = await run.plan(rows.slice(0, PREVIEW_ROWS), 0)
  return {
    entityLabel: IMPORT_ENTITY_LABELS[entity],
    fields: IMPORTERS[entity].fields.map(({ key, label, hint }) => ({ key, label, hint: hint ?? null })),
    columns,
    mapping: job.mapping,
    preview: preview.rows,
  }
}

export type MappingStep = Awaited<ReturnType<typeof mappingStep>>
