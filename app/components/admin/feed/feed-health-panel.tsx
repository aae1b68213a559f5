// Feed health on the RETS screen (issue 40 item 10): the lag behind the MLS, the requests and errors of the last hour
// against the provider's cap, and the feed's listings on the site by status against the MLS's own counts.
import { AdminTableHead } from '~/components/admin/admin-table'
import type { FeedHealth } from '~/feed/feed-health.server'
import { formatDateTime } from '~/lib/format'
import { PROPERTY_STATUS_LABELS } from '~/lib/property-rules'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const unit = (count: number, one: string) => `${count.toLocaleString('en-US')} ${one}${count === 1 ? '' : 's'}`

/** A lag in words: "under a minute", "12 minutes", "3 hours 5 minutes", "2 days 4 hours". */
export function durationInWords(ms: number): string {
  if (ms < MINUTE) return 'under a minute'
  if (ms < HOUR) return unit(Math.floor(ms / MINUTE), 'minute')
  if (ms < DAY) {
    const minutes = Math.floor((ms % HOUR) / MINUTE)
    return `${unit(Math.floor(ms / HOUR), 'hour')}${minutes ? ` ${unit(minutes, 'minute')}` : ''}`
  }
  const hours = Math.floor((ms % DAY) / HOUR)
  return `${unit(Math.floor(ms / DAY), 'day')}${hours ? ` ${unit(hours, 'hour')}` : ''}`
}

const number = (value: number) => value.toLocaleString('en-US')

export function FeedHealthPanel({ health }: { health: FeedHealth }) {
  const { lagMs, requestsPerHour } = health
  return (
    <section aria-labelledby="feed-health-title" className="mt-6 rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
      <h2 id="feed-health-title" className="text-lg font-semibold text-sea">
        Feed health
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Lag</dt>
        <dd>
          {lagMs === null || !health.lastChangeAt
            ? 'No change seen yet.'
            : `${durationInWords(lagMs)} since the last change seen (${formatDateTime(health.lastChangeAt)})`}
        </dd>
        <dt className="font-semibold">Requests in the last hour</dt>
        <dd>
          {`${number(health.requestsLastHour)}${requestsPerHour ? ` of ${number(requestsPerHour)} allowed` : ' (no hourly limit set)'}`}
        </dd>
        <dt className="font-semibold">Errors in the last hour</dt>
        <dd className={health.errorsLastHour > 0 ? 'font-semibold text-coral-dark' : ''}>
          {number(health.errorsLastHour)}
        </dd>
      </dl>
      <div className="mt-3 overflow-x-auto">
        <table className="text-left text-sm">
          <caption className="text-left font-semibold">
            Feed listings by status
            {health.countedAt ? (
              <span className="block font-normal text-ink/80">
                MLS counts from the key list of the run that ended {formatDateTime(health.countedAt)}
              </span>
            ) : null}
          </caption>
          <AdminTableHead
            className="border-b border-black/10"
            scope="col"
            cellClassName="px-3 py-1.5 font-semibold"
            columns={['Status', 'On the site', 'At the MLS']}
          />
          <tbody>
            {health.statuses.map((row) => (
              <tr key={row.status} className="border-t border-black/5">
                <th scope="row" className="px-3 py-1.5 font-normal">
                  {PROPERTY_STATUS_LABELS[row.status]}
                </th>
                <td className="px-3 py-1.5">{number(row.onSite)}</td>
                <td className="px-3 py-1.5">{row.atMls === null ? '—' : number(row.atMls)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {health.leasesAtMls ? (
        <p className="mt-2 text-sm text-ink/80">
          The MLS also offers {number(health.leasesAtMls)} {health.leasesAtMls === 1 ? 'lease' : 'leases'}, which the
          site does not list.
        </p>
      ) : null}
      <p className="mt-2 text-sm text-ink/80">
        Off market on the site counts the feed listings kept there after they left the market; at the MLS, those of its
        key list in any other status (withdrawn, expired…).
      </p>
    </section>
  )
}
