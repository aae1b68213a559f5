// The header row of the admin screens' tables, and the box a wide one scrolls in.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

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
 * a region named after the table, which keyboard users can focus to scroll it. While the table is wider than the card,
 * a line above says so and a shadow on the edge shows that more is hidden there (as on the public /compare).
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
  const box = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const [hidden, setHidden] = useState({ left: false, right: false })
  useEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => {
      const rest = element.scrollWidth - element.clientWidth
      const next = { left: element.scrollLeft > 1, right: rest - element.scrollLeft > 1 }
      setHidden((now) => (now.left === next.left && now.right === next.right ? now : next))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    element.addEventListener('scroll', measure, { passive: true })
    return () => {
      observer.disconnect()
      element.removeEventListener('scroll', measure)
    }
  }, [])
  const scrolls = hidden.left || hidden.right
  const edge = 'pointer-events-none absolute inset-y-0 w-6 from-ink/15 to-transparent'
  return (
    <div className={className}>
      {scrolls ? (
        <p id={hintId} className="mb-1 text-sm text-ink/80">
          Scroll sideways to see more <span aria-hidden="true">→</span>
        </p>
      ) : null}
      <div className="relative">
        {/* A scrolling box needs a tab stop for keyboard users (WCAG 2.1.1); a region gives that stop a name. Relative,
            so that text for screen readers only (absolutely placed) scrolls with the table instead of widening the page. */}
        <div
          ref={box}
          role="region"
          aria-label={label}
          aria-describedby={scrolls ? hintId : undefined}
          tabIndex={0}
          className="relative overflow-x-auto rounded-xl bg-white shadow ring-1 ring-black/5"
        >
          {children}
        </div>
        {hidden.left ? <div aria-hidden="true" className={`${edge} left-0 rounded-l-xl bg-linear-to-r`} /> : null}
        {hidden.right ? <div aria-hidden="true" className={`${edge} right-0 rounded-r-xl bg-linear-to-l`} /> : null}
      </div>
    </div>
  )
}
