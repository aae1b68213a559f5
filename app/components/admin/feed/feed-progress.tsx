// The run in progress: a progress bar over the records the feed announced, and the counts as they are written.
import type { FeedRunView } from '~/feed/status.server'

export function FeedProgress({ run }: { run: FeedRunView & { total: number | null } }) {
  const total = run.total ?? null
  const percent = total ? Math.min(100, Math.round((run.seen / Math.max(total, 1)) * 100)) : null
  return (
    <section aria-labelledby="feed-progress-title" className="mt-4 rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
      <h2 id="feed-progress-title" className="text-lg font-semibold text-sea">
        {run.status === 'queued' ? 'Sync about to start…' : 'Syncing…'}
      </h2>
      <div
        role="progressbar"
        aria-label="Sync progress"
        aria-valuemin={0}
        aria-valuemax={total ?? undefined}
        aria-valuenow={run.seen}
        aria-valuetext={total ? `${run.seen} of ${total} records` : `${run.seen} records so far`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-ink/10"
      >
        <div
          className={`h-full rounded-full bg-sea transition-all ${percent === null ? 'animate-pulse' : ''}`}
          style={{ width: `${percent ?? 100}%` }}
        />
      </div>
      <p className="mt-2 text-sm" aria-live="polite">
        {total ? `${run.seen} of ${total} records` : `${run.seen} records`} · {run.created} created · {run.updated}{' '}
        updated · {run.removed} removed · {run.failed} failed
      </p>
    </section>
  )
}
