// The Analytics screen's date range: two dates in the URL (?from=&to=) and presets for the last 7, 30 and 90 days.
import { Form } from 'react-router'
import { Link } from '~/components/site-link'
import { type DateRange, RANGE_PRESETS, daysIn, lastDays } from '~/lib/analytics/date-range'
import { buttonClassName } from '~/components/ui/button'

export function DateRangeForm({ range, today, problem }: { range: DateRange; today: string; problem: string | null }) {
  const todayDate = new Date(`${today}T00:00:00Z`)
  return (
    <div className="mt-4 flex flex-wrap items-end gap-4">
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Date range">
        <label className="flex flex-col text-sm font-semibold">
          From
          <input
            type="date"
            name="from"
            defaultValue={range.from}
            max={today}
            required
            className="mt-1 rounded-lg border border-ink/30 px-3 py-2 font-normal"
          />
        </label>
        <label className="flex flex-col text-sm font-semibold">
          To
          <input
            type="date"
            name="to"
            defaultValue={range.to}
            max={today}
            required
            className="mt-1 rounded-lg border border-ink/30 px-3 py-2 font-normal"
          />
        </label>
        <button type="submit" className={buttonClassName('primary')}>
          Show
        </button>
      </Form>
      <nav aria-label="Date range presets" className="flex gap-2">
        {RANGE_PRESETS.map((days) => {
          const preset = lastDays(days, todayDate)
          const current = preset.from === range.from && preset.to === range.to && daysIn(range) === days
          return (
            <Link
              key={days}
              to={`?from=${preset.from}&to=${preset.to}`}
              aria-current={current ? 'page' : undefined}
              className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-sea ${current ? 'bg-sea text-white' : 'bg-white text-sea hover:bg-sand'}`}
            >
              Last {days} days
            </Link>
          )
        })}
      </nav>
      {problem ? (
        <p role="alert" className="w-full rounded-lg bg-sand p-3 text-sm font-medium text-coral-dark">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
