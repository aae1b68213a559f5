// Step 3: the job at work (a progress bar over the file's rows, read again every second) and, once it ends, what it
// did with a download of the rejected rows.
import { useEffect } from 'react'
import { useRevalidator } from 'react-router'
import type { ImportJobSummary } from '~/import/jobs.server'
import { box, link } from './styles'
import { ProgressBar } from '../progress-bar'

const POLL_MS = 1000

export function ImportProgress({ job }: { job: ImportJobSummary }) {
  const active = job.status === 'queued' || job.status === 'running'
  const revalidator = useRevalidator()
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [active, revalidator])

  const percent = job.totalRows ? Math.min(100, Math.round((job.processed / job.totalRows) * 100)) : 100
  const heading = {
    uploaded: 'Not started',
    queued: 'Import about to start…',
    running: 'Importing…',
    succeeded: 'Import finished',
    failed: 'Import failed',
  }[job.status as 'uploaded' | 'queued' | 'running' | 'succeeded' | 'failed']
  return (
    <section aria-labelledby="import-progress-heading" className={box}>
      <h2 id="import-progress-heading" className="text-lg">
        {heading}: {job.fileName}
      </h2>
      <ProgressBar
        label="Import progress"
        value={job.processed}
        max={job.totalRows}
        valueText={`${job.processed} of ${job.totalRows} rows`}
        percent={percent}
        className="mt-3"
      />
      <p className="mt-2 text-sm" aria-live="polite">
        {job.processed} of {job.totalRows} rows · {job.created} created · {job.updated} updated · {job.unchanged}{' '}
        unchanged · {job.rejected} rejected
      </p>
      {job.status === 'succeeded' ? (
        <p role="status" className="mt-3 font-medium text-sea">
          Done: {job.created} created, {job.updated} updated, {job.unchanged} unchanged, {job.rejected} rejected.
        </p>
      ) : null}
      {job.status === 'failed' ? (
        <p role="alert" className="mt-3 font-medium text-coral-dark">
          {job.error ?? 'The import stopped.'} Rows written before it stopped are kept; import the file again to finish
          (rows already imported count as unchanged).
        </p>
      ) : null}
      {!active && job.rejected > 0 ? (
        <p className="mt-3">
          <a href={`/admin/import?job=${job.id}&download=report`} download className={link}>
            Download rejected rows
          </a>{' '}
          <span className="text-sm text-ink/80">(CSV: row number, reasons and the row as it was in the file)</span>
        </p>
      ) : null}
    </section>
  )
}
