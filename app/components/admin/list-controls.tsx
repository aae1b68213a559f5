// Controls shared by the admin list screens: labelled filter selects, reset by a new URL (back button, clear
// link), and previous/next paging.
import { Link } from 'react-router'
export const filterFieldClass = 'mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2'

export function FilterChoice({
  id,
  name,
  label,
  value,
  all,
  children,
}: {
  id: string
  name: string
  label: string
  value: string | number
  all?: string
  children: React.ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select key={String(value)} id={id} name={name} defaultValue={String(value)} className={filterFieldClass}>
        {all ? <option value="">{all}</option> : null}
        {children}
      </select>
    </div>
  )
}

/** Previous / next links with the page number, shown when there is more than one page. */
export function ListPager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className="underline">
          Previous page
        </Link>
      ) : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className="underline">
          Next page
        </Link>
      ) : null}
    </nav>
  )
}
