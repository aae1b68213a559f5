// Admin → Contacts: search, filters, sort and pages, all state in the URL; each lead links to its profile and can be
// assigned to an agent from its row.
import { Link } from '~/components/site-link'
import { formatDateTime } from '~/lib/format'
import { leadSourceLabel } from '~/lib/lead-sources'
import {
  CONTACT_CONSENT_FILTERS,
  CONTACT_SORTS,
  LEAD_PAGE_SIZE,
  contactListHref,
  type ContactListQuery,
} from '~/lib/lead-list-query'
import type { ContactRow, listLeadAgents } from '~/models/admin-leads.server'
import { AssignAgentForm } from './assign-agent-form'
import { AgentFilterChoice, FilterBar, FilterChoice, FilterInput, ListPager } from './list-controls'
import { ListSummary, ListTable, listRowClass } from './list-table'

type Agents = Awaited<ReturnType<typeof listLeadAgents>>

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
  const filtered = Boolean(query.search || query.source || query.agent || query.consent)
  const activeAgents = agents.filter((agent) => agent.active)

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

      <FilterBar label="Find contacts" clearHref="/admin/contacts" filtered={filtered}>
        <FilterInput
          id="contact-search"
          name="search"
          label="Search name, e-mail or phone"
          type="search"
          value={query.search}
          placeholder="e.g. Ana Smith, ana@example.com or 555 0199"
          className="col-span-2"
        />
        <FilterChoice
          id="contact-source-filter"
          name="source"
          label="Lead source"
          value={query.source}
          all="All sources"
        >
          {sources.map(({ source, total: sourceTotal }) => (
            <option key={source} value={source}>
              {leadSourceLabel(source)} ({sourceTotal})
            </option>
          ))}
        </FilterChoice>
        <AgentFilterChoice id="contact-agent-filter" value={query.agent} agents={agents} unassigned="Unassigned only" />
        <FilterChoice
          id="contact-consent-filter"
          name="consent"
          label="Consent"
          value={query.consent}
          all="Any"
          options={CONTACT_CONSENT_FILTERS}
        />
        <FilterChoice id="contact-sort" name="sort" label="Sort by" value={query.sort} options={CONTACT_SORTS} />
      </FilterBar>

      <ListSummary
        total={total}
        page={query.page}
        pageSize={LEAD_PAGE_SIZE}
        filtered={filtered}
        one="contact"
        many="contacts"
        className="mt-4"
        live
      />

      {rows.length > 0 ? (
        <ListTable
          caption="Contacts"
          columns={[
            { label: 'Contact', className: 'min-w-48' },
            { label: 'Phone' },
            { label: 'Lead source' },
            { label: 'Assigned agent' },
            { label: 'Inquiries', className: 'text-right' },
            { label: 'Last activity', className: 'hidden md:table-cell' },
            { label: 'Added', className: 'hidden lg:table-cell' },
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id} className={listRowClass}>
              <td className="p-3">
                <Link to={`/admin/contacts/profile/${row.id}`} className="font-semibold text-sea underline">
                  {row.name || row.email}
                </Link>
                <span className="block break-all text-ink/80">{row.email}</span>
              </td>
              <td className="p-3 whitespace-nowrap">{row.phone || <span className="text-ink/80">None</span>}</td>
              <td className="p-3">{leadSourceLabel(row.leadSource)}</td>
              <td className="p-3">
                {row.agentName && !activeAgents.some((agent) => agent.id === row.agentId) ? (
                  <span className="block">{row.agentName} (inactive)</span>
                ) : null}
                <AssignAgentForm
                  agents={activeAgents}
                  assignedAgentId={row.agentId}
                  row={{ contactId: row.id, contactName: row.name || row.email }}
                />
              </td>
              <td className="p-3 text-right">{row.inquiryCount}</td>
              <td className="hidden p-3 whitespace-nowrap md:table-cell">
                {row.lastActivity ? formatDateTime(row.lastActivity) : <span className="text-ink/80">None</span>}
              </td>
              <td className="hidden p-3 whitespace-nowrap lg:table-cell">{formatDateTime(row.createdAt)}</td>
            </tr>
          ))}
        </ListTable>
      ) : null}

      <ListPager page={query.page} pages={pages} href={(page) => contactListHref(query, { page })} />
    </>
  )
}
