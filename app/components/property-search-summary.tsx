// What a /properties search found: the count (announced to screen readers), the filters in effect as removable
// chips, and an empty state that suggests how to widen the search.
import { Link } from 'react-router'
import { formatNumber } from '~/lib/format'
import { PUBLIC_PROPERTY_STATUSES } from '~/lib/property-rules'
import { propertySearchHref, type ActiveFilter, type PropertySearch } from '~/lib/property-search'

export function SearchResultCount({ total, page, pages }: { total: number; page: number; pages: number }) {
  const count = `${formatNumber(total)} ${total === 1 ? 'property' : 'properties'}`
  return (
    // role=status is a polite live region: the new count is read out after each change of filters
    <p role="status" className="font-semibold text-ink">
      {total === 0 ? 'No properties found' : pages > 1 ? `${count} · page ${page} of ${pages}` : count}
    </p>
  )
}

export function ActiveFilterChips({ filters }: { filters: ActiveFilter[] }) {
  if (filters.length === 0) return null
  return (
    <ul aria-label="Filters in use" className="mt-3 flex flex-wrap gap-2">
      {filters.map((filter) => (
        <li key={filter.key}>
          <Link
            to={filter.href}
            preventScrollReset
            aria-label={`Remove filter: ${filter.label}`}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-sand px-3 text-sm font-medium text-ink ring-1 ring-black/10 hover:bg-sea hover:text-white"
          >
            <span className={filter.key === 'search' ? undefined : 'first-letter:uppercase'}>{filter.label}</span>
            <span aria-hidden="true" className="text-base leading-none">
              ×
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function EmptySearchResults({
  filters,
  active,
  total,
  lastPageHref,
}: {
  filters: PropertySearch
  active: ActiveFilter[]
  total: number
  lastPageHref: string
}) {
  // sea, not reef: reef-dark on sand is below 4.5:1
  const link = 'font-semibold text-sea underline underline-offset-4'
  if (total > 0) {
    // a page number past the end (an old bookmark, a hand-edited link)
    return (
      <div className="mt-6 rounded-2xl bg-sand px-6 py-8">
        <h3 className="text-xl">This page is past the end of the results</h3>
        <p className="mt-2">
          <Link to={lastPageHref} className={link}>
            Go to the last page
          </Link>
        </p>
      </div>
    )
  }
  const includesSold = filters.status.includes('sold')
  return (
    <div className="mt-6 rounded-2xl bg-sand px-6 py-8">
      <h3 className="text-xl">No properties match this search</h3>
      <p className="mt-2">New listings come in every week. You could:</p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5">
        {active.map((filter) => (
          <li key={filter.key}>
            <Link to={filter.href} className={link}>
              Remove {filter.label}
            </Link>
          </li>
        ))}
        {includesSold ? null : (
          <li>
            <Link to={propertySearchHref(filters, { status: [...PUBLIC_PROPERTY_STATUSES], page: 1 })} className={link}>
              Include sold listings
            </Link>
            , to see what similar places sold for
          </li>
        )}
        {active.length > 1 ? (
          <li>
            <Link to="/properties" className={link}>
              Clear all filters
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/contact" className={link}>
            Tell us what you are looking for
          </Link>
          : our agents often hear of places before they are listed
        </li>
      </ul>
    </div>
  )
}
