// The latest feed runs: when, how long, what started them, the counts, the outcome and each run's record errors.
import type { FeedRunView } from '~/feed/status.server'
import { formatDateTime } from '~/lib/format'

const TRIGGER_LABELS: Record<string, string> = { manual: 'Sync now', scheduled: 'Schedule', resume: 'Resumed' }
const STATUS_LABELS: Record<string, string> = {
  queued: 'Waiting',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
}

function duration(run: FeedRunView) {
  if (!run.startedAt) return '—'
  const end = run.finishedAt ?? run.heartbeatAt ?? run.startedAt
  const seconds = Math.max(0, Math.round((new Date(end).getTime() - new Date(run.startedAt).getTime()) / 1000))
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}

export function FeedRunHistory({ runs }: { runs: FeedRunView[] }) {
  return (
    <section aria-labelledby="feed-history-title" className="mt-6">
      <h2 id="feed-history-title" className="text-lg font-semibold text-sea">
        Run history
      </h2>
      {runs.length === 0 ? (
        <p className="mt-2 text-ink/80">No sync has run yet.</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-xl bg-white shadow ring-1 ring-black/5">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-black/10">
              <tr>
                {['Started', 'Duration', 'Trigger', 'Seen', 'Created', 'Updated', 'Removed', 'Failed', 'Status'].map(
                  (heading) => (
                    <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                      {heading}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <RunRows key={run.id} run={run} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function RunRows({ run }: { run: FeedRunView }) {
  return (
    <>
      <tr className="border-t border-black/5">
        <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(run.startedAt ?? run.createdAt)}</td>
        <td className="px-3 py-2">{duration(run)}</td>
        <td className="px-3 py-2">{TRIGGER_LABELS[run.trigger] ?? run.trigger}</td>
        <td className="px-3 py-2">{run.seen}</td>
        <td className="px-3 py-2">{run.created}</td>
        <td className="px-3 py-2">{run.updated}</td>
        <td className="px-3 py-2">{run.removed}</td>
        <td className="px-3 py-2">{run.failed}</td>
        <td className={`px-3 py-2 font-semibold ${run.status === 'failed' ? 'text-coral-dark' : ''}`}>
          {STATUS_LABELS[run.status] ?? run.status}
          {run.error ? <span className="block font-normal">{run.error}</span> : null}
        </td>
      </tr>
      {run.errors.length > 0 ? (
        <tr>
          <td colSpan={9} className="px-3 pb-2">
            <details>
              <summary className="cursor-pointer text-sea underline">
                {run.errors.length === 1 ? '1 record error' : `${run.errors.length} record errors`}
              </summary>
              <ul className="mt-1 list-disc pl-5">
                {run.errors.map((error, index) => (
                  <li key={index}>
                    <strong>{error.listingKey ?? 'No ListingKey'}:</strong> {error.message}
                  </li>
                ))}
              </ul>
            </details>
          </td>
        </tr>
      ) : null}
    </>
  )
}
