// Admin → Properties: search, filters, sort, pages and bulk status, all state in the URL.
import { useState } from 'react'
import { useNavigation } from 'react-router'
import { Link } from '~/components/site-link'
import { buttonClasses } from '~/components/ui/button'
import { formatDateTime, formatPrice } from '~/lib/format'
import {
  ADMIN_PROPERTY_PAGE_SIZE,
  ADMIN_PROPERTY_SORTS,
  adminPropertyListHref,
  type AdminPropertyQuery,
} from '~/lib/property-form-list-query'
import { isPublicStatus } from '~/lib/property-form-schema'
import { PROPERTY_STATUS_LABELS, PROPERTY_TYPE_LABELS, type PropertyType } from '~/lib/property-rules'
import type { listAdminProperties, listPropertyFormOptions } from '~/models/admin-property.server'
import { BulkStatusForm } from './bulk-status-form'
import { PropertyStatusBadge } from './property-status-badge'
import { FilterBar, FilterChoice, FilterInput, ListPager } from './list-controls'
import { ListSummary, ListTable, listRowClass } from './list-table'

type Rows = Awaited<ReturnType<typeof listAdminProperties>>
type Options = Awaited<ReturnType<typeof listPropertyFormOptions>>

type BulkResult =
  | { ok: true; changed: number; status: string; skipped: { listingId: string; reason: string }[] }
  | { ok: false; errors: Partial<Record<'ids' | 'status', string>> }
  | undefined

export function PropertyList({
  query,
  rows,
  total,
  pages,
  options,
  result,
}: Rows & { query: AdminPropertyQuery; options: Options; result: BulkResult }) {
  const navigation = useNavigation()
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const busy = navigation.state !== 'idle'
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id))
  const filtered = Boolean(query.search || query.status || query.type || query.area || query.agent)

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl">Properties</h1>
        <Link to="/admin/properties/add" className={buttonClasses({ variant: 'cta' })}>
          Add property
        </Link>
      </div>

      <FilterBar
        label="Find listings"
        clearHref="/admin/properties"
        filtered={filtered}
        actionsClassName="lg:col-span-5"
      >
        <FilterInput
          id="property-search"
          name="search"
          label="Search title or listing ID"
          type="search"
          value={query.search}
          placeholder="e.g. West Bay villa or RR-1001"
          className="col-span-2"
        />
        <FilterChoice
          id="filter-status"
          name="status"
          label="Status"
          value={query.status}
          all="All statuses"
          options={PROPERTY_STATUS_LABELS}
        />
        <FilterChoice
          id="filter-type"
          name="type"
          label="Type"
          value={query.type}
          all="All types"
          options={PROPERTY_TYPE_LABELS}
        />
        <FilterChoice id="filter-area" name="area" label="Area" value={query.area ?? ''} all="All areas">
          {options.areas.map((area) => (
            <option key={area.id} value={area.id}>
              {area.name}
            </option>
          ))}
        </FilterChoice>
        <FilterChoice id="filter-agent" name="agent" label="Agent" value={query.agent ?? ''} all="All agents">
          {options.agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
            </option>
          ))}
        </FilterChoice>
        <FilterChoice id="filter-sort" name="sort" label="Sort by" value={query.sort} options={ADMIN_PROPERTY_SORTS} />
      </FilterBar>

      <BulkStatusForm
        ticked={rows.filter((row) => selected.has(row.id))}
        busy={busy}
        onSubmitted={() => setSelected(new Set())}
      />
      <div role="status" className="mt-2 min-h-6 text-sm">
        {result?.ok ? (
          <p className="font-medium text-reef-dark">
            {result.changed} {result.changed === 1 ? 'listing is' : 'listings are'} now “{result.status}”.
            {result.skipped.length > 0
              ? ` Left as they were: ${result.skipped.map((row) => `${row.listingId} (${row.reason})`).join('; ')}.`
              : ''}
          </p>
        ) : result ? (
          <p className="font-medium text-coral-dark">{Object.values(result.errors).join(' ')}</p>
        ) : null}
      </div>

      <ListSummary
        total={total}
        page={query.page}
        pageSize={ADMIN_PROPERTY_PAGE_SIZE}
        filtered={filtered}
        one="listing"
        many="listings"
        className="mt-2"
      />

      {rows.length > 0 ? (
        <ListTable
          caption="Listings"
          columns={[
            {
              label: (
                <input
                  type="checkbox"
                  aria-label="Tick every listing on this page"
                  checked={allOnPage}
                  onChange={(event) =>
                    setSelected(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())
                  }
                  className="size-5"
                />
              ),
              className: 'w-10',
            },
            { label: 'Listing', className: 'min-w-56 lg:min-w-64' },
            { label: 'Status' },
            { label: 'Price', className: 'text-right' },
            { label: 'Area · Agent', className: 'hidden md:table-cell' },
            { label: 'Last changed', className: 'hidden lg:table-cell' },
            { label: <span className="sr-only">Actions</span> },
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id} className={listRowClass}>
              <td className="p-3">
                <input
                  type="checkbox"
                  name="ids"
                  value={row.id}
                  form="bulk-status"
                  aria-label={`Tick ${row.title} (${row.listingId})`}
                  checked={selected.has(row.id)}
                  onChange={(event) => toggle(row.id, event.target.checked)}
                  className="size-5"
                />
              </td>
              <td className="p-3">
                <div className="flex gap-3">
                  {row.thumbnail ? (
                    <img
                      src={row.thumbnail}
                      alt=""
                      loading="lazy"
                      width={64}
                      height={48}
                      className="hidden h-12 w-16 shrink-0 rounded-md object-cover sm:block"
                    />
                  ) : (
                    <span className="hidden h-12 w-16 shrink-0 items-center justify-center rounded-md bg-sand text-xs text-ink/80 sm:flex">
                      No photo
                    </span>
                  )}
                  <div>
                    <Link to={`/admin/properties/edit/${row.id}`} className="font-semibold text-sea underline">
                      {row.title}
                    </Link>
                    <p className="text-ink/80">
                      {row.listingId} · {PROPERTY_TYPE_LABELS[row.propertyType as PropertyType] ?? row.propertyType}
                      {row.featured ? ' · Featured' : ''} · {row.imageCount} {row.imageCount === 1 ? 'photo' : 'photos'}
                    </p>
                  </div>
                </div>
              </td>
              <td className="p-3">
                <PropertyStatusBadge status={row.status} />
              </td>
              <td className="p-3 text-right font-semibold whitespace-nowrap">
                {row.priceUsd ? formatPrice(row.priceUsd) : <span className="text-ink/80">No price yet</span>}
              </td>
              <td className="hidden p-3 md:table-cell">
                {row.areaName ?? 'No area'}
                <span className="block text-ink/80">{row.agentName ?? 'No agent'}</span>
              </td>
              <td className="hidden p-3 whitespace-nowrap lg:table-cell">{formatDateTime(row.updatedAt)}</td>
              <td className="space-y-1 p-3">
                <Link to={`/admin/properties/edit/${row.id}`} className="block whitespace-nowrap underline">
                  Edit<span className="sr-only"> {row.title}</span>
                </Link>
                {isPublicStatus(row.status) ? (
                  <a
                    href={`/property/${row.slug}`}
                    target="_blank"
                    rel="noreferrer"
                    className="block whitespace-nowrap underline"
                  >
                    View on site<span className="sr-only"> {row.title} (opens in a new tab)</span>
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </ListTable>
      ) : null}

      <ListPager page={query.page} pages={pages} href={(page) => adminPropertyListHref(query, { page })} />
    </>
  )
}
