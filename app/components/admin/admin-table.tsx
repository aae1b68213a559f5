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
