// The header row of the admin screens' tables.
import type { ReactNode } from 'react'

/** A column heading with classes of its own, or read by screen readers only (a column of buttons). */
interface Heading {
  label: ReactNode
  className?: string
  srOnly?: boolean
}

/** `<thead>` with one row of `<th>`, each with `cellClassName` and its column's own classes. */
export function AdminTableHead({
  columns,
  className,
  rowClassName,
  cellClassName,
  scope,
}: {
  /** Each column's label, or a `Heading`. */
  columns: readonly (string | Heading)[]
  className?: string
  rowClassName?: string
  cellClassName?: string
  /** The `scope` of every heading; left out, the headings have none. */
  scope?: 'col'
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column, index) => {
          const { label, className: own, srOnly }: Heading = typeof column === 'string' ? { label: column } : column
          return (
            <th key={index} scope={scope} className={[cellClassName, own].filter(Boolean).join(' ') || undefined}>
              {srOnly ? <span className="sr-only">{label}</span> : label}
            </th>
          )
        })}
      </tr>
    </thead>
  )
}

/**
 * The white card a wide admin table scrolls sideways in, so that the page keeps the width of the screen (issue 42, item 10):
 * a region named after the table, which keyboard users can focus to scroll it.
 */
export function AdminTableScroll({
  label,
  className,
  children,
}: {
  /** The accessible name of the box: what the table lists. */
  label: string
  /** Spacing around the card. */
  className?: string
  children: ReactNode
}) {
  return (
    // A scrolling box needs a tab stop for keyboard users (WCAG 2.1.1); a region gives that stop a name. Relative, so
    // that text for screen readers only (absolutely placed) scrolls with the table instead of widening the page.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={['relative overflow-x-auto rounded-xl bg-white shadow ring-1 ring-black/5', className]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </div>
  )
}
