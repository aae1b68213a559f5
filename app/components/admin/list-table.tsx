// The result line and table shared by the admin list screens (contacts, inquiries, properties).
import { AdminTableHead } from './admin-table'

/** Border and alignment of one row of a list table. */
export const listRowClass = 'border-b border-black/5 align-top last:border-0'

/** "Showing 1–25 of 40 contacts", or why the list is empty: nothing yet, or nothing matches the filters. */
export function ListSummary({
  total,
  page,
  pageSize,
  filtered,
  one,
  many,
  className,
  live = false,
}: {
  total: number
  page: number
  pageSize: number
  filtered: boolean
  /** The thing listed, singular and plural: "contact", "contacts". */
  one: string
  many: string
  /** Spacing above the line. */
  className?: string
  /** Announce changes to screen readers (role="status"). */
  live?: boolean
}) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return (
    <p role={live ? 'status' : undefined} className={[className, 'text-sm text-ink/80'].filter(Boolean).join(' ')}>
      {total === 0
        ? filtered
          ? `No ${one} matches. Try fewer filters.`
          : `No ${many} yet.`
        : `Showing ${first}–${last} of ${total} ${total === 1 ? one : many}`}
    </p>
  )
}

/** A scrollable white card holding a table with one header row; `children` are its body rows. */
export function ListTable({
  caption,
  columns,
  children,
  scrollLabel,
}: {
  /** Read by screen readers only. */
  caption?: string
  columns: { label: React.ReactNode; className?: string }[]
  children: React.ReactNode
  /**
   * Names the card as a region that keyboard users can scroll; the card then takes the page's width and scrolls
   * inside, instead of widening the page to the table's (its width no longer counts as the content's).
   */
  scrollLabel?: string
}) {
  return (
    <div
      className={`mt-2 overflow-x-auto rounded-xl bg-white shadow ring-1 ring-black/5${scrollLabel ? ' contain-inline-size' : ''}`}
      {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}
    >
      <table className="w-full text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <AdminTableHead
          className="border-b border-black/10 bg-sand/60"
          scope="col"
          cellClassName="p-3"
          columns={columns}
        />
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
