// The toasts of the admin's bell: the newest few notifications, each for a few seconds, each with Dismiss. The
// timers stop while the pointer or the keyboard is on a toast (WCAG 2.2.1: a person reading or reaching for "Open"
// is not hurried). Only the newest shows its text; the older ones keep to one line, so a burst of inquiries covers
// little of the screen, and clicks between the toasts reach the page. While toasts show, the page keeps room below
// its content and scrolls focused controls above them (WCAG 2.4.11, technique C43: scroll-padding), so nothing a
// person is working on stays under a burst of inquiries.
import { useEffect, useRef, useState } from 'react'
import { Link } from '~/components/site-link'

export interface StaffNotification {
  id: number
  kind: string
  title: string
  body: string
  link: string
  createdAt: string
}

const TOAST_MS = 8000
/** A burst of events shows its newest few; the bell keeps them all. */
const MAX_TOASTS = 3

interface Toast {
  event: StaffNotification
  /** when it goes, in Date.now() time */
  until: number
}

export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([])
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (held || toasts.length === 0) return
    const next = Math.min(...toasts.map((toast) => toast.until))
    const timer = setTimeout(
      () => {
        const now = Date.now()
        setToasts((current) =>
          current.some((toast) => toast.until <= now) ? current.filter((toast) => toast.until > now) : current,
        )
      },
      Math.max(0, next - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [toasts, held])
  return {
    toasts,
    push(event: StaffNotification) {
      setToasts((current) =>
        [...current.filter((toast) => toast.event.id !== event.id), { event, until: Date.now() + TOAST_MS }].slice(
          -MAX_TOASTS,
        ),
      )
    },
    dismiss(id: number) {
      setToasts((current) => current.filter((toast) => toast.event.id !== id))
    },
    hold() {
      setHeld(true)
    },
    /** The pointer or focus left: what is left stays a little longer, as it would have had it not been read. */
    release() {
      setHeld(false)
      const until = Date.now() + TOAST_MS / 2
      setToasts((current) => current.map((toast) => ({ ...toast, until: Math.max(toast.until, until) })))
    },
  }
}

/** Sets the page's room for the toasts: `--toasts-height` (the admin layout pads its bottom by it) and scroll-padding. */
function useRoomForToasts(count: number) {
  const stack = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = document.documentElement
    const element = stack.current
    if (!element || count === 0) return
    const update = () => {
      const room = `${element.offsetHeight + 32}px`
      root.style.setProperty('--toasts-height', room)
      root.style.scrollPaddingBottom = room
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--toasts-height')
      root.style.scrollPaddingBottom = ''
    }
  }, [count])
  return stack
}

export function StaffToasts({ toasts, dismiss, hold, release }: ReturnType<typeof useToasts>) {
  const stack = useRoomForToasts(toasts.length)
  return (
    <div
      ref={stack}
      role="log"
      aria-live="polite"
      aria-label="New notifications"
      className="pointer-events-none fixed bottom-4 right-4 z-30 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      {toasts.map(({ event }, index) => {
        const newest = index === toasts.length - 1
        return (
          <div
            key={event.id}
            className="pointer-events-auto flex items-start gap-2 rounded-lg border border-sea/30 bg-white p-3 text-sm shadow-lg"
            onMouseEnter={hold}
            onMouseLeave={release}
            onFocus={hold}
            onBlur={(blur) => {
              if (!blur.currentTarget.contains(blur.relatedTarget)) release()
            }}
          >
            <div className={newest ? 'min-w-0 flex-1' : 'flex min-w-0 flex-1 items-baseline gap-2'}>
              <p className={newest ? 'font-semibold' : 'min-w-0 flex-1 truncate font-semibold'}>{event.title}</p>
              {newest && event.body && <p className="text-ink/75">{event.body}</p>}
              {event.link && (
                <Link to={event.link} className="text-sea-dark underline">
                  Open
                </Link>
              )}
            </div>
            <button
              type="button"
              aria-label={`Dismiss “${event.title}”`}
              onClick={() => dismiss(event.id)}
              className="-mr-1 -mt-1 rounded px-1.5 text-lg leading-none text-ink/70 hover:bg-sand"
            >
              ×
            </button>
          </div>
        )
      })}
    </div>
  )
}
