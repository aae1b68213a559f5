// What a /properties search found: the count (announced to screen readers), the filters in effect as removable
// chips, and an empty state that suggests how to widen the search.
import { Link } from '~/components/site-link'
import { resultsMessages } from '~/i18n/catalogs/results'
import { useLocalHref, useT } from '~/i18n/messages'
import { PUBLIC_PROPERTY_STATUSES } from '~/lib/property-rules'
import type { ActiveFilter, PropertySearch } from '~/lib/property-search'
import { propertySearchHref } from '~/lib/property-search-url'

export function SearchResultCount({ total, page, pages }: { total: number; page: number; pages: number }) {
  const t = useT(resultsMessages)
  return (
    // role=status is a polite live region: the new count is read out after each change of filters
    <p role="status" className="font-semibold text-ink">
      {total === 0
        ? t('results.none')
        : pages > 1
          ? t('results.countPaged', { count: total, page, pages })
          : t('results.count', { count: total })}
    </p>
  )
}

export function ActiveFilterChips({ filters }: { filters: ActiveFilter[] }) {
  const t = useT(resultsMessages)
  const href = useLocalHref()
  if (filters.length === 0) return null
  return (
    <ul aria-label={t('results.chips.label')} className="mt-3 flex flex-wrap gap-2">
      {filters.map((filter) => (
        <li key={filter.key}>
          <Link
            to={href(filter.href)}
            preventScrollReset
            aria-label={t('results.chips.remove', { filter: filter.label })}
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
  const t = useT(resultsMessages)
  const href = useLocalHref()
  // sea, not reef: reef-dark on sand is below 4.5:1
  const link = 'font-semibold text-sea underline underline-offset-4'
  if (total > 0) {
    // a page number past the end (an old bookmark, a hand-edited link)
    return (
      <div className="mt-6 rounded-2xl bg-sand px-6 py-8">
        <h3 className="text-xl">{t('results.empty.pastEnd')}</h3>
        <p className="mt-2">
          <Link to={href(lastPageHref)} className={link}>
            {t('results.empty.lastPage')}
          </Link>
        </p>
      </div>
    )
  }
  const includesSold = filters.status.includes('sold')
  return (
    <div className="mt-6 rounded-2xl bg-sand px-6 py-8">
      <h3 className="text-xl">{t('results.empty.title')}</h3>
      <p className="mt-2">{t('results.empty.intro')}</p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5">
        {active.map((filter) => (
          <li key={filter.key}>
            <Link to={href(filter.href)} className={link}>
              {t('results.empty.remove', { filter: filter.label })}
            </Link>
          </li>
        ))}
        {includesSold ? null : (
          <li>
            <Link
              to={href(propertySearchHref(filters, { status: [...PUBLIC_PROPERTY_STATUSES], page: 1 }))}
              className={link}
            >
              {t('results.empty.includeSold')}
            </Link>
            {t('results.empty.includeSoldWhy')}
          </li>
        )}
        {active.length > 1 ? (
          <li>
            <Link to={href('/properties')} className={link}>
              {t('results.empty.clearAll')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={href('/contact')} className={link}>
            {t('results.empty.tellUs')}
          </Link>
          {t('results.empty.tellUsWhy')}
        </li>
      </ul>
    </div>
  )
}
