// The latest imports with their outcome; each opens its own page (progress, summary, report).
import { AdminTableHead } from '~/components/admin/admin-table'
import { Link } from '~/components/site-link'
import { IMPORT_ENTITY_LABELS } from '~/import/entity'
import type { ImportJobSummary } from '~/import/jobs.server'
import { TIME_ZONE_LABEL, formatDateTime } from '~/lib/format'
import { box, link } from './styles'

const STATUS_LABELS: Record<string, string> = {
  uploaded: 'Waiting for mapping',
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Finished',
  failed: 'Failed',
}

export function RecentImports({ jobs }: { jobs: ImportJobSummary[] }) {
  return (
    <section aria-labelledby="import-recent-heading" className={box}>
      <h2 id="import-recent-heading" className="text-lg">
        Recent imports
      </h2>
      {jobs.length === 0 ? (
        <p className="mt-2 text-sm text-ink/80">No imports yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <AdminTableHead
              rowClassName="border-b border-ink/20"
              scope="col"
              cellClassName="px-2 py-1"
              columns={[
                'File',
                'Holds',
                'Status',
                'Rows',
                'Created',
                'Updated',
                'Unchanged',
                'Rejected',
                `Started (${TIME_ZONE_LABEL})`,
              ]}
            />
            <tbody>
              {jobs.map((job) => (
                <tr key={job.id} className="border-b border-ink/10">
                  <td className="px-2 py-1">
                    <Link to={`/admin/import?job=${job.id}`} className={link}>
                      {job.fileName}
                    </Link>
                  </td>
                  <td className="px-2 py-1">{IMPORT_ENTITY_LABELS[job.entity]}</td>
                  <td className="px-2 py-1">{STATUS_LABELS[job.status] ?? job.status}</td>
                  <td className="px-2 py-1">{job.totalRows}</td>
                  <td className="px-2 py-1">{job.created}</td>
                  <td className="px-2 py-1">{job.updated}</td>
                  <td className="px-2 py-1">{job.unchanged}</td>
                  <td className="px-2 py-1">{job.rejected}</td>
                  <td className="px-2 py-1 whitespace-nowrap">
                    {/* SPEC §1 dates, in Roatan time as every admin screen (decision 013) */}
                    <time dateTime={new Date(job.createdAt).toISOString()}>{formatDateTime(job.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
