import { Link } from 'react-router'

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

/** Previous/Next and numbered page links; the current page is marked with aria-current="page". */
export function Pagination({
  page,
  pages,
  hrefForPage,
  label = 'Pagination',
}: {
  page: number
  pages: number
  hrefForPage: (page: number) => string
  label?: string
}) {
  if (pages <= 1 && page <= 1) return null
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={hrefForPage(Math.min(page - 1, pages))} rel="prev" className={linkClass}>
              <span aria-hidden="true">←&nbsp;</span>Previous
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              <span aria-hidden="true">←&nbsp;</span>Previous
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
                to={hrefForPage(item)}
                aria-label={`Page ${item}`}
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
            <Link to={hrefForPage(page + 1)} rel="next" className={linkClass}>
              Next<span aria-hidden="true">&nbsp;→</span>
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              Next<span aria-hidden="true">&nbsp;→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
