// The admin's bell (issue 17): live notifications through one event stream per tab, a count of unread ones, a toast
// for each new one and, once the staff member allows it, a browser notification while the tab is in the background.
// Issue 43: what the open panel shows counts as read (the unread ones keep a mark until it closes).
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { Link } from '~/components/site-link'
import { TIME_ZONE_LABEL, formatDateTime } from '~/lib/format'
import { type StaffNotification, StaffToasts, useToasts } from './staff-toasts'

interface Props {
  recent: StaffNotification[]
  unread: number
  /** The newest event id when the page was made: the stream starts after it. */
  latestId: number
}

const LIST_LIMIT = 20

export function StaffNotifications({ recent, unread: initialUnread, latestId }: Props) {
  const [events, setEvents] = useState(recent)
  const [unread, setUnread] = useState(initialUnread)
  const toasts = useToasts()
  const [open, setOpen] = useState(false)
  const openRef = useRef(false)
  /** The ids that were unread when the panel opened: marked "new" in the list while it stays open. */
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set())
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>('unsupported')
  const startAfter = useRef(latestId)
  const fetcher = useFetcher()
  const markRead = (through: number) => {
    setUnread(0)
    void fetcher.submit({ through: String(through) }, { method: 'post', action: '/admin/notifications' })
  }

  useEffect(() => {
    const source = new EventSource(`/admin/notifications?after=${startAfter.current}`)
    source.addEventListener('staff', (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as StaffNotification
      setEvents((current) =>
        current.some((each) => each.id === event.id) ? current : [event, ...current].slice(0, LIST_LIMIT),
      )
      if (openRef.current) {
        setFresh((ids) => new Set([...ids, event.id]))
        markRead(Math.max(startAfter.current, event.id))
      } else setUnread((count) => count + 1)
      toasts.push(event)
      if (document.hidden && 'Notification' in window && Notification.permission === 'granted') {
        new Notification(event.title, { body: event.body, tag: `staff-${event.id}` })
      }
    })
    return () => source.close()
    // markRead only submits through the fetcher, whose submit is stable; toasts.push only sets state
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const toggle = () => {
    if ('Notification' in window) setPermission(Notification.permission)
    const opening = !openRef.current
    openRef.current = opening
    setOpen(opening)
    if (!opening) return setFresh(new Set())
    setFresh(new Set(events.slice(0, unread).map((event) => event.id)))
    if (unread > 0) markRead(Math.max(startAfter.current, ...events.map((event) => event.id)))
  }

  return (
    <div className="relative">
      <button
        type="button"
        aria-label={`Notifications, ${unread} unread`}
        aria-expanded={open}
        aria-controls="staff-notifications"
        onClick={toggle}
        className="relative rounded-md border border-black/15 px-2 py-1.5 text-sm hover:bg-sand"
      >
        <BellIcon />
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
          <h2 className="mb-2 text-sm font-semibold">Notifications</h2>
          {events.length === 0 ? (
            <p className="text-sm text-ink/75">Nothing yet. New inquiries and leads assigned to you appear here.</p>
          ) : (
            <NotificationList
              events={events}
              fresh={fresh}
              onOpen={() => {
                openRef.current = false
                setOpen(false)
              }}
            />
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
      <StaffToasts {...toasts} />
    </div>
  )
}

/**
 * The bell's list. SPEC §1 dates in Roatan time, as everywhere else in the admin (decision 013): the same inquiry
 * shows the same time here and on its contact's profile, whatever the browser's clock and language.
 */
export function NotificationList({
  events,
  fresh = new Set(),
  onOpen,
}: {
  events: StaffNotification[]
  /** ids shown as new (unread when the panel opened) */
  fresh?: ReadonlySet<number>
  onOpen?: () => void
}) {
  return (
    <>
      <p className="mb-2 text-xs text-ink/70">Times in {TIME_ZONE_LABEL}</p>
      <ul className="max-h-96 space-y-2 overflow-y-auto">
        {events.map((event) => (
          <li key={event.id} className="text-sm">
            {fresh.has(event.id) && (
              <span className="mr-1.5 rounded bg-coral-dark px-1.5 py-0.5 text-xs font-semibold text-white">New</span>
            )}
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

/** A bell drawn in the text colour (an emoji bell is an empty box where no emoji font is installed). */
function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M14.9 17.1a24.6 24.6 0 0 0 5.5-1.3A8.9 8.9 0 0 1 18 9.8V9a6 6 0 1 0-12 0v.8a8.9 8.9 0 0 1-2.3 6 24.3 24.3 0 0 0 5.4 1.3m5.8 0a24.3 24.3 0 0 1-5.8 0m5.8 0a3 3 0 1 1-5.8 0"
      />
    </svg>
  )
}
