import { Link } from '~/components/site-link'
import { cardsMessages } from '~/i18n/catalogs/cards'
import { useLocalHref, useT } from '~/i18n/messages'

export type PaginationItem = number | 'gap'

/**
 * The page numbers to offer: always the first and last, the current page with `siblings` on each side, and a gap
 * where pages are left out. A gap never hides a single page (that page is shown instead).
 */
export function paginationItems(page: number, pages: number, siblings = 1): PaginationItem[] {
  const shown = new Set<number>([1, pages])
  for (let offset = -siblings; offset <= siblings; offset++) {
    const near = Math.min(Math.max(page, 1), pages) + offset
    if (near >= 1 && near <= pages) shown.add(near)
  }
  const sorted = [...shown].sort((a, b) => a - b)
  const items: PaginationItem[] = []
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1]
    if (previous !== undefined && value - previous === 2) items.push(value - 1)
    else if (previous !== undefined && value - previous > 2) items.push('gap')
    items.push(value)
  }
  return items
}

const base = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold'
const linkClass = `${base} text-reef-dark underline-offset-4 hover:bg-sand hover:text-sea hover:underline`
const currentClass = `${base} bg-sea text-white`
const disabledClass = `${base} text-ink/50`

/**
 * Previous/Next and numbered page links; the current page is marked with aria-current="page". `hrefForPage` gives site
 * addresses ('/properties?page=2'), shown in the page's language.
 */
export function Pagination({
  page,
  pages,
  hrefForPage,
  label,
}: {
  page: number
  pages: number
  hrefForPage: (page: number) => string
  /** the navigation's accessible name; 'Pagination' by default */
  label?: string
}) {
  const t = useT(cardsMessages)
  const href = useLocalHref()
  if (pages <= 1 && page <= 1) return null
  const hrefFor = (target: number) => href(hrefForPage(target))
  return (
    <nav aria-label={label ?? t('cards.pagination.label')} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(Math.min(page - 1, pages))} rel="prev" className={linkClass}>
              <span aria-hidden="true">←&nbsp;</span>
              {t('cards.pagination.previous')}
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              <span aria-hidden="true">←&nbsp;</span>
              {t('cards.pagination.previous')}
            </span>
          )}
        </li>
        {paginationItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink/60">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={t('cards.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={item === page ? currentClass : linkClass}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={hrefFor(page + 1)} rel="next" className={linkClass}>
              {t('cards.pagination.next')}
              <span aria-hidden="true">&nbsp;→</span>
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              {t('cards.pagination.next')}
              <span aria-hidden="true">&nbsp;→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
