// The /properties filter form. A plain GET form without JavaScript; with it, every change applies at once through
// React Router (no full reload), the keyword box after a pause in typing, and the URL is always the canonical one.
import { useEffect, useRef, type ChangeEvent } from 'react'
import { Form, useNavigationType, useSubmit, type SubmitFunction } from 'react-router'
import { Link } from '~/components/site-link'
import { Button } from '~/components/ui/button'
import { searchMessages } from '~/i18n/catalogs/search'
import { useLocalHref, useT } from '~/i18n/messages'
import { typeLabel, useSiteT } from '~/lib/vocabulary'
import { type CurrencyRate, formatConverted } from '~/lib/currency'
import { formatPrice } from '~/lib/format'
import { useCurrency } from './currency/use-currency'
import { OPEN_HOUSE_FILTER } from '~/lib/open-house-time'
import { PROPERTY_TYPES, type PublicPropertyStatus } from '~/lib/property-rules'
import {
  BUYER_FACT_FILTERS,
  PRICE_CHOICES,
  PROPERTY_SORTS,
  ROOM_CHOICES,
  buyerFactLabel,
  compactSearchParams,
  propertySortLabel,
  type PropertySearch,
} from '~/lib/property-search'

export const FILTER_FORM_ID = 'property-filters'
const TYPING_PAUSE_MS = 400

const STATUS_CHOICES: readonly PublicPropertyStatus[] = ['active', 'under_contract', 'sold']

/**
 * Submits the filter form as a short URL (empty fields and defaults dropped; back to page 1), to the form's own
 * address (/properties, or /es/properties on Spanish pages).
 */
export function submitFilterForm(form: HTMLFormElement, submit: SubmitFunction, { replace = false } = {}) {
  void submit(compactSearchParams(new FormData(form)), {
    method: 'get',
    action: form.getAttribute('action') ?? '/properties',
    replace,
    preventScrollReset: true,
  })
}

/** Whether a control differs from what the server sent (the visitor changed it before the form's code was live). */
function changedBeforeLive(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((element) => {
    if (element instanceof HTMLSelectElement) {
      const options = Array.from(element.options)
      return element.value !== (options.find((option) => option.defaultSelected) ?? options[0])?.value
    }
    if (!(element instanceof HTMLInputElement) || element.type === 'hidden') return false
    return element.type === 'checkbox'
      ? element.checked !== element.defaultChecked
      : element.value !== element.defaultValue
  })
}

/**
 * The controls are uncontrolled: what the visitor picks shows at once, and a slow response never overwrites it.
 * After each navigation they are set to the search of the page (Back/Forward, a removed chip, a pagination link);
 * the keyword box only when it is not being typed in, or on Back/Forward.
 */
function showSearchInForm(form: HTMLFormElement, filters: PropertySearch, { keepFocused }: { keepFocused: boolean }) {
  for (const element of Array.from(form.elements)) {
    if (keepFocused && element === document.activeElement && element instanceof HTMLInputElement) continue
    if (element instanceof HTMLInputElement && element.type === 'checkbox' && element.name === 'status') {
      element.checked = filters.status.includes(element.value as PublicPropertyStatus)
    } else if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      element.checked = filters[element.name as keyof PropertySearch] !== undefined
    } else if (
      element instanceof HTMLSelectElement ||
      (element instanceof HTMLInputElement && element.type === 'search')
    ) {
      const value = filters[element.name as keyof PropertySearch]
      element.value = value === undefined ? '' : String(value)
    }
  }
}

const fieldClass =
  'mt-1 block w-full rounded-lg border border-ink/25 bg-white px-3 py-2 text-ink shadow-sm focus:border-reef focus:outline-none focus:ring-2 focus:ring-reef/40'
const labelClass = 'block text-sm font-semibold text-ink'

function withValue(choices: readonly number[], value: number | undefined): number[] {
  return value === undefined || choices.includes(value) ? [...choices] : [...choices, value].sort((a, b) => a - b)
}

/** Each price in US dollars, and in the visitor's currency beside it when they chose one (issue 16). */
const priceOptions = (value: number | undefined, rate: CurrencyRate | null) =>
  withValue(PRICE_CHOICES, value).map((price) => ({
    value: String(price),
    label: rate ? `${formatPrice(price)} (${formatConverted(price, rate)})` : formatPrice(price),
  }))
const roomOptions = (value: number | undefined) =>
  withValue(ROOM_CHOICES, value).map((count) => ({ value: String(count), label: `${count}+` }))

/** One labelled filter select; the first option (value '') means "no filter". */
function FilterSelect({
  id,
  name,
  label,
  subLabel = false,
  value,
  anyLabel,
  options,
  onChange,
}: {
  id: string
  name: string
  label: string
  /** a smaller label under a fieldset legend */
  subLabel?: boolean
  value: string | number | undefined
  anyLabel: string
  options: { value: string; label: string }[]
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
}) {
  return (
    <div>
      <label htmlFor={id} className={subLabel ? 'block text-sm text-ink/80' : labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} onChange={onChange} className={fieldClass}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

export function PropertySearchFilters({
  filters,
  areas,
  activeCount,
}: {
  /** the search of the page on screen */
  filters: PropertySearch
  areas: { slug: string; name: string }[]
  activeCount: number
}) {
  const submit = useSubmit()
  const t = useT(searchMessages)
  const siteT = useSiteT()
  const href = useLocalHref()
  const { rate } = useCurrency()
  const navigationType = useNavigationType()
  const formRef = useRef<HTMLFormElement>(null)
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // The first pause while typing adds a history entry; later pauses in the same burst replace it, so Back returns
  // to the results before the typing rather than stepping through every prefix.
  const typedEntry = useRef(false)

  // A control changed before this code arrived (decision 024: the form hydrates after the page) is applied when the
  // form goes live; otherwise the form shows the page's search.
  const live = useRef(false)
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    if (!live.current && changedBeforeLive(form)) submitFilterForm(form, submit)
    else showSearchInForm(form, filters, { keepFocused: navigationType !== 'POP' })
    live.current = true
  }, [filters, navigationType, submit])

  useEffect(() => () => clearTimeout(typingTimer.current), [])

  function applyNow(form: HTMLFormElement | null) {
    clearTimeout(typingTimer.current)
    typedEntry.current = false
    if (form) submitFilterForm(form, submit)
  }

  function onSearchInput(event: ChangeEvent<HTMLInputElement>) {
    const { form, value } = event.currentTarget
    clearTimeout(typingTimer.current)
    // one letter matches too much to be useful; wait for the second (an emptied box applies at once)
    if (value.trim().length === 1) return
    typingTimer.current = setTimeout(() => {
      if (!form) return
      submitFilterForm(form, submit, { replace: typedEntry.current })
      typedEntry.current = true
    }, TYPING_PAUSE_MS)
  }

  const onChange = (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => applyNow(event.currentTarget.form)

  return (
    <details className="group rounded-2xl bg-sand/60 ring-1 ring-black/5 lg:self-start lg:bg-transparent lg:ring-0 lg:[&::details-content]:[content-visibility:visible]">
      <summary className="flex cursor-pointer list-none items-center justify-between rounded-2xl px-4 py-3 font-semibold text-sea supports-[selector(::details-content)]:lg:hidden [&::-webkit-details-marker]:hidden">
        <span>
          {t('search.filters.toggle')}
          {activeCount > 0 ? (
            <span className="ml-2 rounded-full bg-sea px-2 py-0.5 text-xs text-white">
              {t('search.filters.activeCount', { count: activeCount })}
            </span>
          ) : null}
        </span>
        <span aria-hidden="true" className="transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <Form
        ref={formRef}
        id={FILTER_FORM_ID}
        method="get"
        action={href('/properties')}
        role="search"
        aria-label={t('search.filters.formLabel')}
        className="space-y-5 px-4 pb-5 lg:px-0 lg:pb-0"
        onSubmit={(event) => {
          event.preventDefault()
          applyNow(event.currentTarget)
        }}
      >
        <div>
          <label htmlFor="filter-search" className={labelClass}>
            {t('search.filters.keyword')}
          </label>
          <input
            id="filter-search"
            name="search"
            type="search"
            defaultValue={filters.search ?? ''}
            placeholder={t('search.filters.keywordPlaceholder')}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            className={fieldClass}
            onChange={onSearchInput}
            onBlur={() => {
              typedEntry.current = false
            }}
          />
        </div>

        <FilterSelect
          id="filter-area"
          name="area"
          label={t('search.filters.area')}
          value={filters.area}
          anyLabel={t('search.filters.allAreas')}
          options={areas.map((area) => ({ value: area.slug, label: area.name }))}
          onChange={onChange}
        />
        <FilterSelect
          id="filter-type"
          name="type"
          label={t('search.filters.type')}
          value={filters.type}
          anyLabel={t('search.filters.anyType')}
          options={PROPERTY_TYPES.map((type) => ({ value: type, label: typeLabel(siteT, type) }))}
          onChange={onChange}
        />

        <fieldset>
          <legend className={labelClass}>{t('search.filters.status')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 lg:flex-col">
            {STATUS_CHOICES.map((status) => (
              <label key={status} className="inline-flex min-h-8 items-center gap-2">
                <input
                  type="checkbox"
                  name="status"
                  value={status}
                  defaultChecked={filters.status.includes(status)}
                  onChange={onChange}
                  className="h-4 w-4 accent-sea"
                />
                {t(`search.filters.statusChoice.${status}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className={labelClass}>{t('search.filters.price')}</legend>
          <div className="mt-1 grid grid-cols-2 gap-3">
            <FilterSelect
              id="filter-min-price"
              name="minPrice"
              label={t('search.filters.minPrice')}
              subLabel
              value={filters.minPrice}
              anyLabel={t('search.filters.noMinPrice')}
              options={priceOptions(filters.minPrice, rate)}
              onChange={onChange}
            />
            <FilterSelect
              id="filter-max-price"
              name="maxPrice"
              label={t('search.filters.maxPrice')}
              subLabel
              value={filters.maxPrice}
              anyLabel={t('search.filters.noMaxPrice')}
              options={priceOptions(filters.maxPrice, rate)}
              onChange={onChange}
            />
          </div>
        </fieldset>

        <div className="grid grid-cols-2 gap-3">
          <FilterSelect
            id="filter-beds"
            name="beds"
            label={t('search.filters.beds')}
            value={filters.beds}
            anyLabel={t('search.filters.anyBeds')}
            options={roomOptions(filters.beds)}
            onChange={onChange}
          />
          <FilterSelect
            id="filter-baths"
            name="baths"
            label={t('search.filters.baths')}
            value={filters.baths}
            anyLabel={t('search.filters.anyBaths')}
            options={roomOptions(filters.baths)}
            onChange={onChange}
          />
        </div>

        {/* issue 40: an open house in the next seven days (lib/open-house-time.ts) */}
        <label className={`${labelClass} flex min-h-8 items-center gap-2`}>
          <input
            type="checkbox"
            name="openHouse"
            value={OPEN_HOUSE_FILTER}
            defaultChecked={filters.openHouse !== undefined}
            onChange={onChange}
            className="h-4 w-4 accent-sea"
          />
          {t('search.openHouse.label')}
        </label>

        {(['abroad', 'utilities'] as const).map((group) => (
          <fieldset key={group}>
            <legend className={labelClass}>
              {t(group === 'abroad' ? 'search.filters.buyerFacts' : 'search.filters.utilities')}
            </legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 lg:flex-col">
              {BUYER_FACT_FILTERS.filter((filter) => filter.group === group).map(({ key }) => (
                <label key={key} className="inline-flex min-h-8 items-center gap-2">
                  <input
                    type="checkbox"
                    name={key}
                    value="1"
                    defaultChecked={filters[key] !== undefined}
                    onChange={onChange}
                    className="h-4 w-4 accent-sea"
                  />
                  {buyerFactLabel(key, t)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}

        {/* kept across filter changes; the sort select outside the form joins it through its form attribute */}
        {filters.agent ? <input type="hidden" name="agent" value={filters.agent} /> : null}
        {filters.view !== 'list' ? <input type="hidden" name="view" value={filters.view} /> : null}

        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button type="submit" size="xl" className="focus-visible:outline-offset-2">
            {t('search.filters.submit')}
          </Button>
          {activeCount > 0 ? (
            <Link
              to={href(filters.view === 'map' ? '/properties?view=map' : '/properties')}
              className="font-semibold text-sea underline underline-offset-4"
            >
              {t('search.filters.clear')}
            </Link>
          ) : null}
        </div>
      </Form>
    </details>
  )
}

/** The sort order, outside the filter panel but submitted with it. */
export function PropertySortSelect({ filters }: { filters: PropertySearch }) {
  const submit = useSubmit()
  const t = useT(searchMessages)
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="filter-sort" className="text-sm font-semibold text-ink">
        {t('search.sort.label')}
      </label>
      <select
        id="filter-sort"
        name="sort"
        form={FILTER_FORM_ID}
        defaultValue={filters.sort}
        onChange={(event) => {
          if (event.currentTarget.form) submitFilterForm(event.currentTarget.form, submit)
        }}
        className="rounded-lg border border-ink/25 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-reef focus:outline-none focus:ring-2 focus:ring-reef/40"
      >
        {PROPERTY_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {propertySortLabel(sort, t)}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" form={FILTER_FORM_ID} size="sm">
          {t('search.sort.submit')}
        </Button>
      </noscript>
    </div>
  )
}
