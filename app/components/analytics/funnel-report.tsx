// One funnel of SPEC §3 on the Analytics screen: a bar chart of its step counts and the same numbers in a table.
import { stepLabel, type FunnelStepResult } from '~/lib/analytics/funnels'
import { AdminTableScroll } from '~/components/admin/admin-table'
import { BarChartFigure, CHART_COLOURS } from './analytics-charts'

function formatShare(share: number | null) {
  return share === null ? '—' : `${Math.round(share * 1000) / 10}%`
}

export function FunnelReport({ name, label, steps }: { name: string; label: string; steps: FunnelStepResult[] }) {
  const data = steps.map((step) => ({ step: stepLabel(step.step), sessions: step.sessions }))
  const withEveryone = steps.some((step) => step.allVisitors !== undefined)
  return (
    <section
      aria-labelledby={`funnel-${name}`}
      className="min-w-0 rounded-xl bg-white p-4 shadow ring-1 ring-black/5 sm:p-5"
    >
      <h3 id={`funnel-${name}`} className="text-lg">
        {label}
      </h3>
      <BarChartFigure
        data={data}
        category="step"
        layout="vertical"
        series={[{ key: 'sessions', label: 'Sessions', colour: CHART_COLOURS.reef }]}
      />
      {/* on a phone the table is wider than the card: it scrolls in its own box, and the page keeps its width */}
      <AdminTableScroll label={`${label} funnel steps`} className="mt-3">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label} funnel: sessions reaching each step in order</caption>
          <thead className="bg-sand">
            <tr>
              <th scope="col" className="px-3 py-2">
                Step
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Sessions
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Conversion from the step before
              </th>
              {withEveryone ? (
                <th scope="col" className="px-3 py-2 text-right">
                  All visitors
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {steps.map((step, index) => (
              <tr key={step.step} className="border-t border-sand">
                <th scope="row" className="px-3 py-2 font-normal">
                  {index + 1}. {stepLabel(step.step)}
                  {step.optional ? <span className="text-ink/70"> (optional: our guide has no form)</span> : null}
                </th>
                <td className="px-3 py-2 text-right">{step.sessions}</td>
                <td className="px-3 py-2 text-right">{formatShare(step.conversion)}</td>
                {withEveryone ? <td className="px-3 py-2 text-right">{step.allVisitors ?? '—'}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </AdminTableScroll>
      {withEveryone ? (
        <p className="mt-2 text-sm text-ink/80">
          All visitors: every listing view and every inquiry in the range, tracked or not, as in Top listings. The steps
          between are known only for visitors who allowed tracking.
        </p>
      ) : null}
    </section>
  )
}
