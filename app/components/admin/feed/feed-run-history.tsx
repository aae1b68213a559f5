// The latest feed runs: when, how long, what started them, the counts, the outcome (and why nothing was taken off
// the market, when a run held removals back), each run's record errors and its warnings (values left out).
import { AdminTableHead, AdminTableScroll } from '~/components/admin/admin-table'
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
        <AdminTableScroll label="Sync runs" className="mt-2">
          <table className="w-full text-left text-sm">
            <AdminTableHead
              className="border-b border-black/10"
              scope="col"
              cellClassName="px-3 py-2 font-semibold"
              columns={['Started', 'Duration', 'Trigger', 'Seen', 'Created', 'Updated', 'Removed', 'Failed', 'Status']}
            />
            <tbody>
              {runs.map((run) => (
                <RunRows key={run.id} run={run} />
              ))}
            </tbody>
          </table>
        </AdminTableScroll>
      )}
    </section>
  )
}

function RunRows({ run }: { run: FeedRunView }) {
  const errors = run.errors.filter((message) => message.severity !== 'warning')
  const warnings = run.errors.filter((message) => message.severity === 'warning')
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
          {run.holdReason ? <span className="block font-normal text-coral-dark">{run.holdReason}</span> : null}
          {/* Leases are not listed on the site (docs/decisions/036-feed-leases.md). */}
          {run.skipped > 0 ? (
            <span className="block font-normal">
              {run.skipped === 1 ? '1 lease not listed' : `${run.skipped} leases not listed`}
            </span>
          ) : null}
        </td>
      </tr>
      <RecordMessages messages={errors} one="record error" many="record errors" />
      <RecordMessages messages={warnings} one="warning" many="warnings" />
    </>
  )
}

function RecordMessages({ messages, one, many }: { messages: FeedRunView['errors']; one: string; many: string }) {
  if (messages.length === 0) return null
  return (
    <tr>
      <td colSpan={9} className="px-3 pb-2">
        <details>
          <summary className="cursor-pointer text-sea underline">
            {messages.length === 1 ? `1 ${one}` : `${messages.length} ${many}`}
          </summary>
          <ul className="mt-1 list-disc pl-5">
            {messages.map((message, index) => (
              <li key={index}>
                <strong>{message.listingKey ?? 'No ListingKey'}:</strong> {message.message}
              </li>
            ))}
          </ul>
        </details>
      </td>
    </tr>
  )
}
