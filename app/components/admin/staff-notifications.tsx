// The admin's bell (issue 17): live notifications through one event stream per tab, a count of unread ones, a toast
// for each new one and, once the staff member allows it, a browser notification while the tab is in the background.
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { Link } from '~/components/site-link'
import { TIME_ZONE_LABEL, formatDateTime } from '~/lib/format'

export interface StaffNotification {
  id: number
  kind: string
  title: string
  body: string
  link: string
  createdAt: string
}

interface Props {
  recent: StaffNotification[]
  unread: number
  /** The newest event id when the page was made: the stream starts after it. */
  latestId: number
}

const TOAST_MS = 8000
/** A burst of events shows its newest few; the bell keeps them all. */
const MAX_TOASTS = 3
const LIST_LIMIT = 20

export function StaffNotifications({ recent, unread: initialUnread, latestId }: Props) {
  const [events, setEvents] = useState(recent)
  const [unread, setUnread] = useState(initialUnread)
  const [toasts, setToasts] = useState<StaffNotification[]>([])
  const [open, setOpen] = useState(false)
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>('unsupported')
  const startAfter = useRef(latestId)
  const fetcher = useFetcher()

  useEffect(() => {
    const source = new EventSource(`/admin/notifications?after=${startAfter.current}`)
    source.addEventListener('staff', (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as StaffNotification
      setEvents((current) =>
        current.some((each) => each.id === event.id) ? current : [event, ...current].slice(0, LIST_LIMIT),
      )
      setUnread((count) => count + 1)
      setToasts((current) => [...current, event].slice(-MAX_TOASTS))
      setTimeout(() => setToasts((current) => current.filter((each) => each.id !== event.id)), TOAST_MS)
      if (document.hidden && 'Notification' in window && Notification.permission === 'granted') {
        new Notification(event.title, { body: event.body, tag: `staff-${event.id}` })
      }
    })
    return () => source.close()
  }, [])

  const markAllRead = () => {
    const through = Math.max(startAfter.current, ...events.map((event) => event.id))
    setUnread(0)
    void fetcher.submit({ through: String(through) }, { method: 'post', action: '/admin/notifications' })
  }

  return (
    <div className="relative">
      <button
        type="button"
        aria-label={`Notifications, ${unread} unread`}
        aria-expanded={open}
        aria-controls="staff-notifications"
        onClick={() => {
          if ('Notification' in window) setPermission(Notification.permission)
          setOpen((value) => !value)
        }}
        className="relative rounded-md border border-black/15 px-2.5 py-1.5 text-sm hover:bg-sand"
      >
        <span aria-hidden="true">🔔</span>
        {unread > 0 && (
          <span
            data-testid="notification-count"
            className="absolute -right-2 -top-2 min-w-5 rounded-full bg-coral-dark px-1.5 text-center text-xs font-bold text-white"
          >
            {unread}
          </span>
        )}
      </button>
      {open && (
        <section
          id="staff-notifications"
          aria-label="Notifications"
          className="absolute right-0 z-20 mt-2 w-80 rounded-lg border border-black/10 bg-white p-3 shadow-lg"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <h2 className="text-sm font-semibold">Notifications</h2>
            <button type="button" onClick={markAllRead} className="text-xs underline" disabled={unread === 0}>
              Mark all as read
            </button>
          </div>
          {events.length === 0 ? (
            <p className="text-sm text-ink/75">Nothing yet. New inquiries and leads assigned to you appear here.</p>
          ) : (
            <NotificationList events={events} onOpen={() => setOpen(false)} />
          )}
          {permission === 'default' && (
            <button
              type="button"
              className="mt-3 text-xs underline"
              onClick={() => void Notification.requestPermission().then(setPermission)}
            >
              Turn on browser notifications
            </button>
          )}
        </section>
      )}
      <div
        role="log"
        aria-live="polite"
        aria-label="New notifications"
        className="fixed bottom-4 right-4 z-30 space-y-2"
      >
        {toasts.map((toast) => (
          <div key={toast.id} className="w-80 rounded-lg border border-sea/30 bg-white p-3 text-sm shadow-lg">
            <p className="font-semibold">{toast.title}</p>
            {toast.body && <p className="text-ink/75">{toast.body}</p>}
            {toast.link && (
              <Link to={toast.link} className="text-sea-dark underline">
                Open
              </Link>
            )}
          </div>
        ))}
      </div>
    </div>
  )
}

/**
 * The bell's list. SPEC §1 dates in Roatan time, as everywhere else in the admin (decision 013): the same inquiry
 * shows the same time here and on its contact's profile, whatever the browser's clock and language.
 */
export function NotificationList({ events, onOpen }: { events: StaffNotification[]; onOpen?: () => void }) {
  return (
    <>
      <p className="mb-2 text-xs text-ink/70">Times in {TIME_ZONE_LABEL}</p>
      <ul className="max-h-96 space-y-2 overflow-y-auto">
        {events.map((event) => (
          <li key={event.id} className="text-sm">
            <Link to={event.link || '/admin'} className="font-medium underline" onClick={onOpen}>
              {event.title}
            </Link>
            {event.body && <p className="text-ink/75">{event.body}</p>}
            <p className="text-xs text-ink/70">
              <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
