// Admin → Import: upload, match columns with a preview, dry run, import with progress; exports; recent imports.
import { Link } from '~/components/site-link'
import { IMPORT_ENTITIES, IMPORT_ENTITY_LABELS } from '~/import/entity'
import type { ImportJobSummary } from '~/import/jobs.server'
import { MAX_UPLOAD_MB } from '~/import/limits'
import type { MappingStep } from '~/import/screen.server'
import { ColumnMapping, type DryRunResult } from './column-mapping'
import { ImportProgress } from './import-progress'
import { RecentImports } from './recent-imports'
import { UploadForm } from './upload-form'
import { box, link } from './styles'

type ActionResult = { intent: 'upload'; error: string } | { intent: 'map' } | ({ intent: 'dry-run' } & DryRunResult)

export function ImportScreen({
  recent,
  job,
  mapping,
  result,
}: {
  recent: ImportJobSummary[]
  job: ImportJobSummary | null
  mapping: MappingStep | null
  result: ActionResult | undefined
}) {
  const error = result?.intent === 'upload' ? result.error : null
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl">Import</h1>
        {job ? (
          <Link to="/admin/import" className={link}>
            Start another import
          </Link>
        ) : null}
      </div>
      <div className="mt-6 grid gap-6">
        {error && job ? (
          <p role="alert" className="font-medium text-coral-dark">
            {error}
          </p>
        ) : null}
        {!job ? <UploadForm error={error} maxMb={MAX_UPLOAD_MB} /> : null}
        {job && mapping ? (
          <ColumnMapping
            key={job.id}
            jobId={job.id}
            fileName={job.fileName}
            totalRows={job.totalRows}
            step={mapping}
            dryRun={result?.intent === 'dry-run' ? result : null}
          />
        ) : null}
        {job && !mapping ? <ImportProgress job={job} /> : null}
        <section aria-labelledby="import-export-heading" className={box}>
          <h2 id="import-export-heading" className="text-lg">
            Export
          </h2>
          <p className="mt-1 text-sm text-ink/80">
            CSV files with the column names the import matches on its own: edit one and import it back.
          </p>
          <ul className="mt-2 flex flex-wrap gap-4">
            {IMPORT_ENTITIES.map((entity) => (
              <li key={entity}>
                <a href={`/admin/export/${entity}`} download className={link}>
                  Export {IMPORT_ENTITY_LABELS[entity].toLowerCase()} (CSV)
                </a>
              </li>
            ))}
          </ul>
        </section>
        <RecentImports jobs={recent} />
      </div>
    </>
  )
}
