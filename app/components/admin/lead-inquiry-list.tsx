// Admin → Inquiries: every inquiry newest first, filters in the URL, status per row and the CSV of the filter.
import { Form, Link, useFetcher, useSubmit } from 'react-router'
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
import { FilterChoice, ListPager, filterFieldClass } from './list-controls'

type Agents = Awaited<ReturnType<typeof listLeadAgents>>

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
  const submit = useSubmit()
  const first = total === 0 ? 0 : (query.page - 1) * LEAD_PAGE_SIZE + 1
  const last = Math.min(total, query.page * LEAD_PAGE_SIZE)
  const filtered = Boolean(query.search || query.status || query.agent || query.from || query.to)

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl">Inquiries</h1>
        <a
          href={inquiryCsvHref(query)}
          download
          className="rounded-lg bg-sea px-4 py-2 font-semibold text-white hover:bg-sea-dark"
        >
          Export CSV{filtered ? ' of this filter' : ''}
        </a>
      </div>

      <Form
        method="get"
        role="search"
        aria-label="Find inquiries"
        className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-white p-4 shadow ring-1 ring-black/5 lg:grid-cols-6"
        onChange={(event) => {
          // Choices apply at once; the search box and dates wait for Enter or the button.
          if ((event.target as HTMLElement).tagName === 'SELECT') submit(event.currentTarget, { replace: true })
        }}
      >
        <div className="col-span-2">
          <label htmlFor="inquiry-search" className="block text-sm font-semibold">
            Search property, listing ID, contact or message
          </label>
          <input
            key={query.search}
            id="inquiry-search"
            name="search"
            type="search"
            defaultValue={query.search}
            placeholder="e.g. RR-1001, West Bay or ana@example.com"
            className={filterFieldClass}
          />
        </div>
        <FilterChoice id="inquiry-status-filter" name="status" label="Status" value={query.status} all="All statuses">
          {INQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {INQUIRY_STATUS_LABELS[status]}
            </option>
          ))}
        </FilterChoice>
        <FilterChoice id="inquiry-agent-filter" name="agent" label="Assigned agent" value={query.agent} all="Any agent">
          <option value="unassigned">Unassigned</option>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
              {agent.active ? '' : ' (inactive)'}
            </option>
          ))}
        </FilterChoice>
        <div>
          <label htmlFor="inquiry-from" className="block text-sm font-semibold">
            From
          </label>
          <input
            key={query.from}
            id="inquiry-from"
            name="from"
            type="date"
            defaultValue={query.from}
            className={filterFieldClass}
          />
        </div>
        <div>
          <label htmlFor="inquiry-to" className="block text-sm font-semibold">
            To
          </label>
          <input
            key={query.to}
            id="inquiry-to"
            name="to"
            type="date"
            defaultValue={query.to}
            className={filterFieldClass}
          />
        </div>
        <div className="col-span-2 flex items-end gap-3 lg:col-span-6">
          <button type="submit" className="rounded-lg bg-sea px-4 py-2 font-semibold text-white hover:bg-sea-dark">
            Search
          </button>
          {filtered ? (
            <Link to="/admin/inquiries" className="py-2 underline">
              Clear search and filters
            </Link>
          ) : null}
        </div>
      </Form>

      <div role="status" className="mt-2 min-h-6 text-sm">
        {result && !result.ok ? (
          <p className="font-medium text-coral-dark">{Object.values(result.errors).join(' ')}</p>
        ) : null}
      </div>

      <p className="text-sm text-ink/80">
        {total === 0
          ? filtered
            ? 'No inquiry matches. Try fewer filters.'
            : 'No inquiries yet.'
          : `Showing ${first}–${last} of ${total} ${total === 1 ? 'inquiry' : 'inquiries'}`}
      </p>

      {rows.length > 0 ? (
        <div className="mt-2 overflow-x-auto rounded-xl bg-white shadow ring-1 ring-black/5">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Inquiries, newest first</caption>
            <thead className="border-b border-black/10 bg-sand/60">
              <tr>
                <th scope="col" className="p-3">
                  Date
                </th>
                <th scope="col" className="min-w-48 p-3">
                  Property
                </th>
                <th scope="col" className="min-w-48 p-3">
                  Contact
                </th>
                <th scope="col" className="hidden min-w-56 p-3 lg:table-cell">
                  Message
                </th>
                <th scope="col" className="p-3">
                  Assigned agent
                </th>
                <th scope="col" className="p-3">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <InquiryRowView key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </div>
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
    <tr className="border-b border-black/5 align-top last:border-0">
      <td className="p-3 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
      <td className="p-3">
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
      <td className="p-3">
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
      <td className="hidden p-3 lg:table-cell">
        <p className="line-clamp-3 max-w-md whitespace-pre-line">{row.message}</p>
      </td>
      <td className="p-3">{row.agentName ?? <span className="text-ink/80">Unassigned</span>}</td>
      <td className="p-3">
        <fetcher.Form method="post" className="flex items-end gap-2">
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
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            className="rounded-lg bg-sea px-3 py-1 font-semibold text-white hover:bg-sea-dark disabled:opacity-60"
          >
            Save<span className="sr-only"> status of the inquiry from {who}</span>
          </button>
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
