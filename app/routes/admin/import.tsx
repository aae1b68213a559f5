import { data, redirect } from 'react-router'
import { requireRole } from '~/auth/session.server'
import { ImportScreen } from '~/components/admin/import/import-screen'
import { getServices } from '~/context.server'
import {
  saveMapping,
  getImportJob,
  getImportJobSummary,
  jobSource,
  listRecentImportJobs,
  queueImportJob,
  rejectedRowsCsv,
} from '~/import/jobs.server'
import { dryRun } from '~/import/run'
import { MAX_UPLOAD_BYTES, tooLargeMessage } from '~/import/limits'
import { mappingStep, uploadImportFile } from '~/import/screen.server'
import type { ImportEntity } from '~/import/entity'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import type { Route } from './+types/import'
import { readForm } from '~/http/form-body.server'

// SPEC §2 admin Import (super_admin and admin, §6): upload, column mapping with a preview, dry run, then the import
// as a background job with its progress, and a report of the rejected rows.
const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'import')!

/**
 * ?job=…&download=report downloads the job's rejected rows. A UI route's loader cannot answer with its own body, so
 * the download is answered here, before the loaders, behind the same guard.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, url, context }, next) => {
    if (url.searchParams.get('download') !== 'report') return next()
    await requireRole({ request, url, context }, screen.roles)
    const job = await getImportJob(getServices(context).db, url.searchParams.get('job') ?? '')
    if (!job) return new Response('This import no longer exists.', { status: 404 })
    const name = job.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-')
    return new Response(rejectedRowsCsv(job), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}-rejected-rows.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
]

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const { db, config } = getServices(context)
  const recent = await listRecentImportJobs(db)
  const jobId = url.searchParams.get('job')
  if (!jobId) return { recent, job: null, mapping: null }
  // The file itself is read only for the mapping step, not on each look at a job under way.
  const job = await getImportJobSummary(db, jobId)
  if (!job) throw data('This import no longer exists.', { status: 404 })
  const full = job.status === 'uploaded' ? await getImportJob(db, jobId) : null
  return { recent, job, mapping: full ? await mappingStep(db, full, config.appUrl) : null }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const { db, config, logger } = getServices(context)
  // Refused before the body is read: the limit holds whatever the browser sends.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + 64 * 1024)
    return data({ intent: 'upload' as const, error: tooLargeMessage }, { status: 413 })
  const form = await readForm(request)
  const intent = form.get('intent')

  if (intent === 'upload') {
    const result = await asStaff(db, user, (tx) => uploadImportFile(tx, form, user.id))
    if (!result.ok) return data({ intent: 'upload' as const, error: result.error }, { status: result.status })
    return redirect(`/admin/import?job=${result.id}`)
  }

  const job = await getImportJob(db, String(form.get('job') ?? ''))
  if (!job) return data({ intent: 'upload' as const, error: 'This import no longer exists.' }, { status: 404 })
  if (job.status !== 'uploaded')
    return data({ intent: 'upload' as const, error: 'This import has already started.' }, { status: 409 })
  const { columns, rows } = jobSource(job)
  // Decision 025: the column mapping staff chose is recorded on the import job.
  const chosen = Object.fromEntries(
    [...form].filter(([name]) => name.startsWith('field:')).map(([name, value]) => [name.slice(6), value]),
  )
  const mapping = await asStaff(db, user, (tx) => saveMapping(tx, job, columns, chosen))

  if (intent === 'map') return { intent: 'map' as const }
  if (intent === 'dry-run') {
    const result = await dryRun(db, job.entity as ImportEntity, rows, mapping, {
      userId: user.id,
      siteOrigin: config.appUrl,
    })
    return { intent: 'dry-run' as const, ...result }
  }
  if (intent === 'import') {
    await asStaff(db, user, (tx) => queueImportJob(tx, job.id))
    logger.info({ actor: user.email, importJob: job.id, entity: job.entity, rows: rows.length }, 'import queued')
    return redirect(`/admin/import?job=${job.id}`)
  }
  return data({ intent: 'upload' as const, error: 'Unknown action.' }, { status: 400 })
}

export const meta: Route.MetaFunction = () => [{ title: 'Import | Admin' }]

export default function Import({ loaderData, actionData }: Route.ComponentProps) {
  return <ImportScreen {...loaderData} result={actionData} />
}
