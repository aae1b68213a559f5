// The run in progress: a progress bar over the records the feed announced, and the counts as they are written.
import { ProgressBar } from '~/components/admin/progress-bar'
import type { FeedRunView } from '~/feed/status.server'

export function FeedProgress({ run }: { run: FeedRunView & { total: number | null } }) {
  const { total } = run
  const percent = total ? Math.min(100, Math.round((run.seen / total) * 100)) : null
  return (
    <section aria-labelledby="feed-progress-title" className="mt-4 rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
      <h2 id="feed-progress-title" className="text-lg font-semibold text-sea">
        {run.status === 'queued' ? 'Sync about to start…' : 'Syncing…'}
      </h2>
      <ProgressBar
        label="Sync progress"
        value={run.seen}
        max={total ?? undefined}
        valueText={total ? `${run.seen} of ${total} records` : `${run.seen} records so far`}
        percent={percent}
        className="mt-2"
      />
      <p className="mt-2 text-sm" aria-live="polite">
        {total ? `${run.seen} of ${total} records` : `${run.seen} records`} · {run.created} created · {run.updated}{' '}
        updated · {run.removed} removed · {run.failed} failed
      </p>
    </section>
  )
}
