// Admin → Contacts: search, filters, sort and pages, all state in the URL; each lead links to its profile.
import { Form, Link, useSubmit } from 'react-router'
import { formatDateTime } from '~/lib/format'
import {
  CONTACT_CONSENT_FILTERS,
  CONTACT_SORTS,
  LEAD_PAGE_SIZE,
  contactListHref,
  type ContactListQuery,
} from '~/lib/lead-list-query'
import type { ContactRow, listLeadAgents } from '~/models/admin-leads.server'
import { FilterChoice, ListPager, filterFieldClass } from './list-controls'

type Agents = Awaited<ReturnType<typeof listLeadAgents>>

const SOURCE_LABELS: Record<string, string> = {
  inquiry: 'Property inquiry',
  contact_form: 'Contact form',
  signup: 'Sign-up',
  website: 'Website',
}
const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? source

export function LeadContactList({
  query,
  rows,
  total,
  pages,
  counts,
  sources,
  agents,
}: {
  query: ContactListQuery
  rows: ContactRow[]
  total: number
  pages: number
  counts: { all: number; unassigned: number }
  sources: { source: string; total: number }[]
  agents: Agents
}) {
  const submit = useSubmit()
  const first = total === 0 ? 0 : (query.page - 1) * LEAD_PAGE_SIZE + 1
  const last = Math.min(total, query.page * LEAD_PAGE_SIZE)
  const filtered = Boolean(query.search || query.source || query.agent || query.consent)

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl">Contacts</h1>
        <p className="text-sm text-ink/80">
          {counts.all} {counts.all === 1 ? 'contact' : 'contacts'} ·{' '}
          <Link to={contactListHref(query, { agent: 'unassigned' })} className="underline">
            {counts.unassigned} unassigned
          </Link>
        </p>
      </div>

      <Form
        method="get"
        role="search"
        aria-label="Find contacts"
        className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-white p-4 shadow ring-1 ring-black/5 lg:grid-cols-6"
        onChange={(event) => {
          if ((event.target as HTMLElement).tagName === 'SELECT') submit(event.currentTarget, { replace: true })
        }}
      >
        <div className="col-span-2">
          <label htmlFor="contact-search" className="block text-sm font-semibold">
            Search name, e-mail or phone
          </label>
          <input
            key={query.search}
            id="contact-search"
            name="search"
            type="search"
            defaultValue={query.search}
            placeholder="e.g. Ana Smith, ana@example.com or 555 0199"
            className={filterFieldClass}
          />
        </div>
        <FilterChoice
          id="contact-source-filter"
          name="source"
          label="Lead source"
          value={query.source}
          all="All sources"
        >
          {sources.map(({ source, total: sourceTotal }) => (
            <option key={source} value={source}>
              {sourceLabel(source)} ({sourceTotal})
            </option>
          ))}
        </FilterChoice>
        <FilterChoice id="contact-agent-filter" name="agent" label="Assigned agent" value={query.agent} all="Any agent">
          <option value="unassigned">Unassigned only</option>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
              {agent.active ? '' : ' (inactive)'}
            </option>
          ))}
        </FilterChoice>
        <FilterChoice id="contact-consent-filter" name="consent" label="Consent" value={query.consent} all="Any">
          {Object.entries(CONTACT_CONSENT_FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FilterChoice>
        <FilterChoice id="contact-sort" name="sort" label="Sort by" value={query.sort}>
          {Object.entries(CONTACT_SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FilterChoice>
        <div className="col-span-2 flex items-end gap-3 lg:col-span-6">
          <button type="submit" className="rounded-lg bg-sea px-4 py-2 font-semibold text-white hover:bg-sea-dark">
            Search
          </button>
          {filtered ? (
            <Link to="/admin/contacts" className="py-2 underline">
              Clear search and filters
            </Link>
          ) : null}
        </div>
      </Form>

      <p role="status" className="mt-4 text-sm text-ink/80">
        {total === 0
          ? filtered
            ? 'No contact matches. Try fewer filters.'
            : 'No contacts yet.'
          : `Showing ${first}–${last} of ${total} ${total === 1 ? 'contact' : 'contacts'}`}
      </p>

      {rows.length > 0 ? (
        <div className="mt-2 overflow-x-auto rounded-xl bg-white shadow ring-1 ring-black/5">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Contacts</caption>
            <thead className="border-b border-black/10 bg-sand/60">
              <tr>
                <th scope="col" className="min-w-48 p-3">
                  Contact
                </th>
                <th scope="col" className="p-3">
                  Phone
                </th>
                <th scope="col" className="p-3">
                  Lead source
                </th>
                <th scope="col" className="p-3">
                  Assigned agent
                </th>
                <th scope="col" className="p-3 text-right">
                  Inquiries
                </th>
                <th scope="col" className="hidden p-3 md:table-cell">
                  Last activity
                </th>
                <th scope="col" className="hidden p-3 lg:table-cell">
                  Added
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-black/5 align-top last:border-0">
                  <td className="p-3">
                    <Link to={`/admin/contacts/profile/${row.id}`} className="font-semibold text-sea underline">
                      {row.name || row.email}
                    </Link>
                    <span className="block break-all text-ink/80">{row.email}</span>
                  </td>
                  <td className="p-3 whitespace-nowrap">{row.phone || <span className="text-ink/80">None</span>}</td>
                  <td className="p-3">{sourceLabel(row.leadSource)}</td>
                  <td className="p-3">{row.agentName ?? <span className="text-ink/80">Unassigned</span>}</td>
                  <td className="p-3 text-right">{row.inquiryCount}</td>
                  <td className="hidden p-3 whitespace-nowrap md:table-cell">
                    {row.lastActivity ? formatDateTime(row.lastActivity) : <span className="text-ink/80">None</span>}
                  </td>
                  <td className="hidden p-3 whitespace-nowrap lg:table-cell">{formatDateTime(row.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <ListPager page={query.page} pages={pages} href={(page) => contactListHref(query, { page })} />
    </>
  )
}
