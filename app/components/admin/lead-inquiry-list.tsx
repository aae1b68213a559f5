// Admin → Inquiries: every inquiry newest first, filters in the URL, status per row and the CSV of the filter.
import { useFetcher } from 'react-router'
import { Link } from '~/components/site-link'
import { Button, buttonClasses } from '~/components/ui/button'
import { formatDateTime } from '~/lib/format'
import {
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  LEAD_PAGE_SIZE,
  inquiryCsvHref,
  inquiryListHref,
  type InquiryListQuery,
} from '~/lib/lead-list-query'
import type { InquiryRow, InquiryStatusResult, listLeadAgents } from '~/models/admin-leads.server'
import { AgentFilterChoice, FilterBar, FilterChoice, FilterInput, ListPager } from './list-controls'
import { DayAndTime, ListSummary, ListTable, listRowClass } from './list-table'

type Agents = Awaited<ReturnType<typeof listLeadAgents>>

const cell = 'px-2 py-3 xl:px-3'

export function LeadInquiryList({
  query,
  rows,
  total,
  pages,
  agents,
  result,
}: {
  query: InquiryListQuery
  rows: InquiryRow[]
  total: number
  pages: number
  agents: Agents
  result: InquiryStatusResult | undefined
}) {
  const filtered = Boolean(query.search || query.status || query.agent || query.from || query.to)

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl">Inquiries</h1>
        <a href={inquiryCsvHref(query)} download className={buttonClasses()}>
          Export CSV{filtered ? ' of this filter' : ''}
        </a>
      </div>

      <FilterBar label="Find inquiries" clearHref="/admin/inquiries" filtered={filtered}>
        <FilterInput
          id="inquiry-search"
          name="search"
          label="Search property, listing ID, contact or message"
          type="search"
          value={query.search}
          placeholder="e.g. RR-1001, West Bay or ana@example.com"
          className="col-span-2"
        />
        <FilterChoice
          id="inquiry-status-filter"
          name="status"
          label="Status"
          value={query.status}
          all="All statuses"
          options={INQUIRY_STATUS_LABELS}
        />
        <AgentFilterChoice id="inquiry-agent-filter" value={query.agent} agents={agents} unassigned="Unassigned" />
        <FilterInput id="inquiry-from" name="from" label="From" type="date" value={query.from} />
        <FilterInput id="inquiry-to" name="to" label="To" type="date" value={query.to} />
      </FilterBar>

      <div role="status" className="mt-2 min-h-6 text-sm">
        {result && !result.ok ? (
          <p className="font-medium text-coral-dark">{Object.values(result.errors).join(' ')}</p>
        ) : null}
      </div>

      <ListSummary
        total={total}
        page={query.page}
        pageSize={LEAD_PAGE_SIZE}
        filtered={filtered}
        one="inquiry"
        many="inquiries"
      />

      {rows.length > 0 ? (
        <ListTable
          caption="Inquiries, newest first"
          // Issue 42: the table fits the main column from 1,024 px up, Save included: the date takes two lines, the
          // message a narrow wrapping column (from 1,024 px; the profile has it whole), the status its Save below it,
          // and the cells less padding until 1,280 px.
          cellClassName={cell}
          columns={[
            { label: 'Date' },
            { label: 'Property' },
            { label: 'Contact' },
            { label: 'Message', className: 'hidden lg:table-cell' },
            { label: 'Assigned agent' },
            { label: 'Status' },
          ]}
        >
          {rows.map((row) => (
            <InquiryRowView key={row.id} row={row} />
          ))}
        </ListTable>
      ) : null}

      <ListPager page={query.page} pages={pages} href={(page) => inquiryListHref(query, { page })} />
    </>
  )
}

function InquiryRowView({ row }: { row: InquiryRow }) {
  const fetcher = useFetcher<InquiryStatusResult>()
  const who = row.contactName || row.email
  const saved = fetcher.state === 'idle' && fetcher.data?.ok ? fetcher.data : null
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null
  return (
    <tr className={listRowClass}>
      <td className={cell}>
        <DayAndTime at={row.createdAt} />
      </td>
      <td className={cell}>
        {row.propertyTitle ? (
          <>
            {row.propertySlug ? (
              <a
                href={`/property/${row.propertySlug}`}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-sea underline"
              >
                {row.propertyTitle}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <span className="font-semibold">{row.propertyTitle}</span>
            )}
            {row.listingId ? <span className="block text-ink/80">{row.listingId}</span> : null}
          </>
        ) : (
          <>
            <span className="font-semibold">General message</span>
            {row.topic ? <span className="block text-ink/80">Topic: {row.topic}</span> : null}
          </>
        )}
      </td>
      <td className={cell}>
        <Link to={`/admin/contacts/profile/${row.contactId}`} className="font-semibold text-sea underline">
          {who}
        </Link>
        <a href={`mailto:${row.email}`} className="block break-all underline">
          {row.email}
        </a>
        {row.phone ? (
          <a href={`tel:${row.phone.replace(/[^\d+]/g, '')}`} className="block whitespace-nowrap underline">
            {row.phone}
          </a>
        ) : (
          <span className="block text-ink/80">No phone</span>
        )}
      </td>
      <td className={`hidden lg:table-cell ${cell}`}>
        <p className="line-clamp-4 max-w-64 min-w-24 whitespace-pre-line [overflow-wrap:anywhere]">{row.message}</p>
      </td>
      <td className={cell}>{row.agentName ?? <span className="text-ink/80">Unassigned</span>}</td>
      <td className={cell}>
        <fetcher.Form method="post" className="flex flex-col items-start gap-2">
          <input type="hidden" name="activityId" value={row.id} />
          <div>
            <label htmlFor={`status-${row.id}`} className="sr-only">
              Status of the inquiry from {who} on {formatDateTime(row.createdAt)}
            </label>
            <select
              key={row.status}
              id={`status-${row.id}`}
              name="status"
              defaultValue={row.status}
              className="rounded-lg border border-ink/30 bg-white px-2 py-1"
            >
              {INQUIRY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {INQUIRY_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={fetcher.state !== 'idle'} size="xs" className="disabled:opacity-60">
            Save<span className="sr-only"> status of the inquiry from {who}</span>
          </Button>
        </fetcher.Form>
        <p role="status" className="mt-1 min-h-5 text-xs">
          {saved ? (
            <span className="text-reef-dark">Saved: {INQUIRY_STATUS_LABELS[saved.status]}</span>
          ) : refused ? (
            <span className="text-coral-dark">{Object.values(refused.errors).join(' ')}</span>
          ) : null}
        </p>
      </td>
    </tr>
  )
}
