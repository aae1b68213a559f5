import { data } from 'react-router'
import { Link } from '~/components/site-link'
import { requireRole } from '~/auth/session.server'
import { BarChartFigure, CHART_COLOURS, LineChartFigure } from '~/components/analytics/analytics-charts'
import { FigureCards } from '~/components/admin/figure-cards'
import { DateRangeForm } from '~/components/analytics/date-range-form'
import { FunnelReport } from '~/components/analytics/funnel-report'
import { ReportTable } from '~/components/analytics/report-table'
import { TrackingNotice } from '~/components/analytics/tracking-notice'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { isoDay, parseDateRange } from '~/lib/analytics/date-range'
import { leadSourceLabel } from '~/lib/lead-sources'
import { getAnalyticsReport } from '~/models/analytics/report.server'
import type { Route } from './+types/analytics'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'analytics')!

// Issue 7: first-party analytics over a date range, from the database.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const now = new Date()
  const { range, problem } = parseDateRange(url.searchParams, now)
  const { db, config } = getServices(context)
  const report = await getAnalyticsReport(db, range)
  const tracking = { productionHost: config.productionHost ?? null, here: url.hostname }
  // A range that cannot be used answers 400, with the default range and a message saying why.
  return data({ range, problem, today: isoDay(now), tracking, ...report }, { status: problem ? 400 : 200 })
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { range, problem, today, tracking, totals, pageViewsByDay, topListings, leadSources, funnels } = loaderData
  // the sources by the labels Contacts and a contact's profile use
  const sources = leadSources.map((row) => ({ ...row, label: leadSourceLabel(row.source) }))
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
      <TrackingNotice {...tracking} />
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
          <ReportTable
            columns={['Day', 'With tracking consent', 'Anonymous']}
            rows={pageViewsByDay.map((day) => ({
              key: day.day,
              name: day.day,
              values: [day.withConsent, day.anonymous],
            }))}
          />
        </details>
      </section>

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-2">
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
              <ReportTable
                columns={['Listing', 'Views', 'Inquiries']}
                rows={topListings.map((listing) => ({
                  key: listing.id,
                  name: (
                    <Link to={`/property/${listing.slug}`} className="underline">
                      {listing.title}
                    </Link>
                  ),
                  values: [listing.views, listing.inquiries],
                }))}
              />
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
                data={sources}
                category="label"
                series={[{ key: 'leads', label: 'New leads', colour: CHART_COLOURS.reef }]}
              />
              <ReportTable
                columns={['Source', 'New leads']}
                rows={sources.map((row) => ({ key: row.source, name: row.label, values: [row.leads] }))}
              />
            </>
          )}
        </section>
      </div>

      <section aria-labelledby="funnels-heading" className="mt-8">
        <h2 id="funnels-heading" className="text-xl">
          Funnels
        </h2>
        <p className="mt-1 text-ink/80">
          Sessions that reached each step after the steps before it, in order. Funnels follow only visitors who allowed
          tracking; the inquiry funnel&rsquo;s All visitors column counts every listing view and inquiry, as Top
          listings does.
        </p>
        <div className="mt-3 grid grid-cols-1 gap-6 xl:grid-cols-2 2xl:grid-cols-3">
          {funnels.map((funnel) => (
            <FunnelReport key={funnel.name} {...funnel} />
          ))}
        </div>
      </section>
    </>
  )
}
