// The result line and table shared by the admin list screens (contacts, inquiries, properties).
import { formatDateTime } from '~/lib/format'
import { AdminTableHead, AdminTableScroll } from './admin-table'

/** Border and alignment of one row of a list table. */
export const listRowClass = 'border-b border-black/5 align-top last:border-0'

/** 'Nov 28, 2026' over '5:11 PM', in Roatan time: a narrow date column, each part on one line. */
export function DayAndTime({ at }: { at: Date | string }) {
  const when = formatDateTime(at)
  const split = when.lastIndexOf(', ')
  if (split < 0) return <span className="whitespace-nowrap">{when}</span>
  return (
    <>
      <span className="block whitespace-nowrap">{when.slice(0, split)}</span>
      <span className="block whitespace-nowrap">{when.slice(split + 2)}</span>
    </>
  )
}

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

/** A white card holding a table with one header row, scrolling sideways when wide; `children` are its body rows. */
export function ListTable({
  caption,
  columns,
  children,
  scrollLabel,
  cellClassName = 'p-3',
}: {
  /** What the table lists: its caption (read by screen readers only) and the name of its scrolling box. */
  caption: string
  columns: { label: React.ReactNode; className?: string }[]
  children: React.ReactNode
  /** The name of the scrolling box when it should differ from the caption. */
  scrollLabel?: string
  /** The padding of the heading cells, as the rows' cells have it. */
  cellClassName?: string
}) {
  return (
    <AdminTableScroll label={scrollLabel ?? caption} className="mt-2">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <AdminTableHead
          className="border-b border-black/10 bg-sand/60"
          scope="col"
          cellClassName={cellClassName}
          columns={columns}
        />
        <tbody>{children}</tbody>
      </table>
    </AdminTableScroll>
  )
}
