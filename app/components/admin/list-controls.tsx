// Controls shared by the admin list screens: a filter bar of labelled fields, reset by a new URL (back button, clear
// link), and previous/next paging.
import { Form, useSubmit } from 'react-router'
import { Link } from '~/components/site-link'
import { Button } from '~/components/ui/button'
export const filterFieldClass = 'mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2'

/**
 * The search form above a list. Choices apply at once; the search box and dates wait for Enter or the button. The
 * button row fills what is left of the last line (`actionsClassName`).
 */
export function FilterBar({
  label,
  clearHref,
  filtered,
  actionsClassName = 'lg:col-span-6',
  children,
}: {
  label: string
  clearHref: string
  filtered: boolean
  actionsClassName?: string
  children: React.ReactNode
}) {
  const submit = useSubmit()
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-white p-4 shadow ring-1 ring-black/5 lg:grid-cols-6"
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName === 'SELECT') submit(event.currentTarget, { replace: true })
      }}
    >
      {children}
      <div className={`col-span-2 flex items-end gap-3 ${actionsClassName}`}>
        <Button type="submit">Search</Button>
        {filtered ? (
          <Link to={clearHref} className="py-2 underline">
            Clear search and filters
          </Link>
        ) : null}
      </div>
    </Form>
  )
}

/** A labelled text, search or date field of the filter bar; a new URL value resets what was typed. */
export function FilterInput({
  id,
  name,
  label,
  type,
  value,
  placeholder,
  className,
}: {
  id: string
  name: string
  label: string
  type: 'search' | 'date'
  value: string
  placeholder?: string
  className?: string
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        key={value}
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        placeholder={placeholder}
        className={filterFieldClass}
      />
    </div>
  )
}

/** A labelled filter select: an optional "all" choice, then `options` (value → label), then any `children`. */
export function FilterChoice({
  id,
  name,
  label,
  value,
  all,
  options,
  children,
}: {
  id: string
  name: string
  label: string
  value: string | number
  all?: string
  options?: Record<string, string>
  children?: React.ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select key={String(value)} id={id} name={name} defaultValue={String(value)} className={filterFieldClass}>
        {all ? <option value="">{all}</option> : null}
        {Object.entries(options ?? {}).map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
        {children}
      </select>
    </div>
  )
}

/** The "Assigned agent" filter of the lead lists: any agent, the unassigned ones, or one agent (inactive marked). */
export function AgentFilterChoice({
  id,
  value,
  agents,
  unassigned,
}: {
  id: string
  value: string | number
  agents: { id: number; name: string; active: boolean }[]
  unassigned: string
}) {
  return (
    <FilterChoice id={id} name="agent" label="Assigned agent" value={value} all="Any agent">
      <option value="unassigned">{unassigned}</option>
      {agents.map((agent) => (
        <option key={agent.id} value={agent.id}>
          {agent.name}
          {agent.active ? '' : ' (inactive)'}
        </option>
      ))}
    </FilterChoice>
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
