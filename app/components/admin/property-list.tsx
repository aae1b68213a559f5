// Admin → Properties: search, filters, sort, pages and bulk status, all state in the URL.
import { useRef, useState } from 'react'
import { Form, Link, useNavigation, useSubmit } from 'react-router'
import { formatDateTime, formatPrice } from '~/lib/format'
import {
  ADMIN_PROPERTY_PAGE_SIZE,
  ADMIN_PROPERTY_SORTS,
  adminPropertyListHref,
  type AdminPropertyQuery,
} from '~/lib/property-form-list-query'
import { PROPERTY_STATUS_OPTIONS, isPublicStatus } from '~/lib/property-form-schema'
import {
  PROPERTY_STATUSES,
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPES,
  PROPERTY_TYPE_LABELS,
  type PropertyType,
} from '~/lib/property-rules'
import type { listAdminProperties, listPropertyFormOptions } from '~/models/admin-property.server'
import { PropertyStatusBadge } from './property-status-badge'
import { FilterChoice, ListPager, filterFieldClass } from './list-controls'

type Rows = Awaited<ReturnType<typeof listAdminProperties>>
type Options = Awaited<ReturnType<typeof listPropertyFormOptions>>

type BulkResult =
  | { ok: true; changed: number; status: string; skipped: { listingId: string; missing: string[] }[] }
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
  const submit = useSubmit()
  const navigation = useNavigation()
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const filterForm = useRef<HTMLFormElement>(null)
  const busy = navigation.state !== 'idle'
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id))
  const first = total === 0 ? 0 : (query.page - 1) * ADMIN_PROPERTY_PAGE_SIZE + 1
  const last = Math.min(total, query.page * ADMIN_PROPERTY_PAGE_SIZE)
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
        <Link
          to="/admin/properties/add"
          className="rounded-lg bg-coral-dark px-4 py-2 font-semibold text-white hover:bg-sea-dark"
        >
          Add property
        </Link>
      </div>

      <Form
        ref={filterForm}
        method="get"
        role="search"
        aria-label="Find listings"
        className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-white p-4 shadow ring-1 ring-black/5 lg:grid-cols-6"
        onChange={(event) => {
          // Choices apply at once; the search box waits for Enter or the button.
          if ((event.target as HTMLElement).tagName === 'SELECT') submit(event.currentTarget, { replace: true })
        }}
      >
        <div className="col-span-2">
          <label htmlFor="property-search" className="block text-sm font-semibold">
            Search title or listing ID
          </label>
          <input
            key={query.search}
            id="property-search"
            name="search"
            type="search"
            defaultValue={query.search}
            placeholder="e.g. West Bay villa or RR-1001"
            className={filterFieldClass}
          />
        </div>
        <FilterChoice id="filter-status" name="status" label="Status" value={query.status} all="All statuses">
          {PROPERTY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PROPERTY_STATUS_LABELS[status]}
            </option>
          ))}
        </FilterChoice>
        <FilterChoice id="filter-type" name="type" label="Type" value={query.type} all="All types">
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {PROPERTY_TYPE_LABELS[type]}
            </option>
          ))}
        </FilterChoice>
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
        <FilterChoice id="filter-sort" name="sort" label="Sort by" value={query.sort}>
          {Object.entries(ADMIN_PROPERTY_SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FilterChoice>
        <div className="col-span-2 flex items-end gap-3 lg:col-span-5">
          <button type="submit" className="rounded-lg bg-sea px-4 py-2 font-semibold text-white hover:bg-sea-dark">
            Search
          </button>
          {filtered ? (
            <Link to="/admin/properties" className="py-2 underline">
              Clear search and filters
            </Link>
          ) : null}
        </div>
      </Form>

      <Form
        method="post"
        id="bulk-status"
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={() => setSelected(new Set())}
      >
        <div>
          <label htmlFor="bulk-status-select" className="block text-sm font-semibold">
            Change status of ticked listings to
          </label>
          <select id="bulk-status-select" name="status" defaultValue="" className={filterFieldClass} required>
            <option value="" disabled>
              Choose…
            </option>
            {PROPERTY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PROPERTY_STATUS_OPTIONS[status]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          disabled={busy || selected.size === 0}
          className="rounded-lg bg-sea px-4 py-2 font-semibold text-white hover:bg-sea-dark disabled:cursor-not-allowed disabled:opacity-60"
        >
          Apply to {selected.size} {selected.size === 1 ? 'listing' : 'listings'}
        </button>
      </Form>
      <div role="status" className="mt-2 min-h-6 text-sm">
        {result?.ok ? (
          <p className="font-medium text-reef-dark">
            {result.changed} {result.changed === 1 ? 'listing is' : 'listings are'} now “{result.status}”.
            {result.skipped.length > 0
              ? ` Left as they were, because they need more before they can be shown on the site: ${result.skipped
                  .map((row) => `${row.listingId} (${row.missing.join(', ')})`)
                  .join('; ')}.`
              : ''}
          </p>
        ) : result ? (
          <p className="font-medium text-coral-dark">{Object.values(result.errors).join(' ')}</p>
        ) : null}
      </div>

      <p className="mt-2 text-sm text-ink/80">
        {total === 0
          ? filtered
            ? 'No listing matches. Try fewer filters.'
            : 'No listings yet.'
          : `Showing ${first}–${last} of ${total} ${total === 1 ? 'listing' : 'listings'}`}
      </p>

      {rows.length > 0 ? (
        <div className="mt-2 overflow-x-auto rounded-xl bg-white shadow ring-1 ring-black/5">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-black/10 bg-sand/60">
              <tr>
                <th scope="col" className="w-10 p-3">
                  <input
                    type="checkbox"
                    aria-label="Tick every listing on this page"
                    checked={allOnPage}
                    onChange={(event) =>
                      setSelected(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())
                    }
                    className="size-5"
                  />
                </th>
                <th scope="col" className="min-w-56 p-3 lg:min-w-64">
                  Listing
                </th>
                <th scope="col" className="p-3">
                  Status
                </th>
                <th scope="col" className="p-3 text-right">
                  Price
                </th>
                <th scope="col" className="hidden p-3 md:table-cell">
                  Area · Agent
                </th>
                <th scope="col" className="hidden p-3 lg:table-cell">
                  Last changed
                </th>
                <th scope="col" className="p-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-black/5 align-top last:border-0">
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
                          {row.featured ? ' · Featured' : ''} · {row.imageCount}{' '}
                          {row.imageCount === 1 ? 'photo' : 'photos'}
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
            </tbody>
          </table>
        </div>
      ) : null}

      <ListPager page={query.page} pages={pages} href={(page) => adminPropertyListHref(query, { page })} />
    </>
  )
}
