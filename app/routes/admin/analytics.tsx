import { Link, data } from 'react-router'
import { requireRole } from '~/auth/session.server'
import { BarChartFigure, CHART_COLOURS, LineChartFigure } from '~/components/analytics/analytics-charts'
import { FigureCards } from '~/components/admin/figure-cards'
import { DateRangeForm } from '~/components/analytics/date-range-form'
import { FunnelReport } from '~/components/analytics/funnel-report'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { isoDay, parseDateRange } from '~/lib/analytics/date-range'
import { getAnalyticsReport } from '~/models/analytics/report.server'
import type { Route } from './+types/analytics'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'analytics')!

// Issue 7: first-party analytics over a date range, from the database.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const now = new Date()
  const { range, problem } = parseDateRange(url.searchParams, now)
  const report = await getAnalyticsReport(getServices(context).db, range)
  // A range that cannot be used answers 400, with the default range and a message saying why.
  return data({ range, problem, today: isoDay(now), ...report }, { status: problem ? 400 : 200 })
}

const cell = 'px-3 py-2'
const tableClass = 'mt-3 w-full overflow-hidden rounded-xl bg-white text-left text-sm shadow ring-1 ring-black/5'

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { range, problem, today, totals, pageViewsByDay, topListings, leadSources, funnels } = loaderData
  const figures = [
    { label: 'Visitors', value: totals.visitors },
    { label: 'Sessions', value: totals.sessions },
    { label: 'Page views', value: totals.pageViews },
  ]
  return (
    <>
      <h1 className="text-2xl">Analytics</h1>
      <p className="mt-1 text-ink/80">
        Visitors and sessions count only visitors who allowed tracking; page and listing views include anonymous counts.
      </p>
      <DateRangeForm range={range} today={today} problem={problem} />

      <section aria-labelledby="totals-heading" className="mt-6">
        <h2 id="totals-heading" className="sr-only">
          Totals from {range.from} to {range.to}
        </h2>
        <FigureCards figures={figures} />
      </section>

      <section aria-labelledby="page-views-heading" className="mt-8">
        <h2 id="page-views-heading" className="text-xl">
          Page views by day
        </h2>
        <LineChartFigure
          data={pageViewsByDay}
          category="day"
          series={[
            { key: 'withConsent', label: 'With tracking consent', colour: CHART_COLOURS.sea },
            { key: 'anonymous', label: 'Anonymous', colour: CHART_COLOURS.coral },
          ]}
        />
        <details className="mt-2">
          <summary className="cursor-pointer font-semibold text-reef-dark">Page views by day as a table</summary>
          <table className={tableClass}>
            <thead className="bg-sand">
              <tr>
                <th scope="col" className={cell}>
                  Day
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  With tracking consent
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Anonymous
                </th>
              </tr>
            </thead>
            <tbody>
              {pageViewsByDay.map((day) => (
                <tr key={day.day} className="border-t border-sand">
                  <th scope="row" className={`${cell} font-normal`}>
                    {day.day}
                  </th>
                  <td className={`${cell} text-right`}>{day.withConsent}</td>
                  <td className={`${cell} text-right`}>{day.anonymous}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="listings-heading">
          <h2 id="listings-heading" className="text-xl">
            Top listings
          </h2>
          {topListings.length === 0 ? (
            <p className="mt-3">No listing views or inquiries in this range.</p>
          ) : (
            <>
              <BarChartFigure
                data={topListings}
                category="title"
                layout="vertical"
                series={[
                  { key: 'views', label: 'Views', colour: CHART_COLOURS.sea },
                  { key: 'inquiries', label: 'Inquiries', colour: CHART_COLOURS.coral },
                ]}
              />
              <table className={tableClass}>
                <thead className="bg-sand">
                  <tr>
                    <th scope="col" className={cell}>
                      Listing
                    </th>
                    <th scope="col" className={`${cell} text-right`}>
                      Views
                    </th>
                    <th scope="col" className={`${cell} text-right`}>
                      Inquiries
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {topListings.map((listing) => (
                    <tr key={listing.id} className="border-t border-sand">
                      <th scope="row" className={`${cell} font-normal`}>
                        <Link to={`/property/${listing.slug}`} className="underline">
                          {listing.title}
                        </Link>
                      </th>
                      <td className={`${cell} text-right`}>{listing.views}</td>
                      <td className={`${cell} text-right`}>{listing.inquiries}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </section>

        <section aria-labelledby="sources-heading">
          <h2 id="sources-heading" className="text-xl">
            Lead sources
          </h2>
          {leadSources.length === 0 ? (
            <p className="mt-3">No new leads in this range.</p>
          ) : (
            <>
              <BarChartFigure
                data={leadSources}
                category="source"
                series={[{ key: 'leads', label: 'New leads', colour: CHART_COLOURS.reef }]}
              />
              <table className={tableClass}>
                <thead className="bg-sand">
                  <tr>
                    <th scope="col" className={cell}>
                      Source
                    </th>
                    <th scope="col" className={`${cell} text-right`}>
                      New leads
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {leadSources.map((row) => (
                    <tr key={row.source} className="border-t border-sand">
                      <th scope="row" className={`${cell} font-normal`}>
                        {row.source}
                      </th>
                      <td className={`${cell} text-right`}>{row.leads}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </section>
      </div>

      <section aria-labelledby="funnels-heading" className="mt-8">
        <h2 id="funnels-heading" className="text-xl">
          Funnels
        </h2>
        <p className="mt-1 text-ink/80">Sessions that reached each step after the steps before it, in order.</p>
        <div className="mt-3 grid gap-6 lg:grid-cols-2 2xl:grid-cols-3">
          {funnels.map((funnel) => (
            <FunnelReport key={funnel.name} {...funnel} />
          ))}
        </div>
      </section>
    </>
  )
}
