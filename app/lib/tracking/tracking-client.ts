// The tracking client (SPEC §4 tracking consent and enablement, issue 7), loaded after the page hydrates through
// ./tracking, which pages call. Nothing is sent unless tracking is enabled (production host or ?debug=1). With granted consent events carry the session and device ids; with no decision
// only anonymous page and listing view counts leave the browser; after 'denied' nothing does.
import type { Region } from '~/lib/consent'
import { ANONYMOUS_EVENT_TYPES, type EventType, type FunnelName } from '~/lib/analytics/funnels'
import { type AdPixel, startAdPixel } from './ad-pixel'
import { type TrackingConsent, getDeviceId, getTrackingConsent, touchSession } from './browser-records'
import { type EventBatch, EventQueue } from './event-queue'

const EVENTS_URL = '/api/events'
/** SPEC §4: ?debug=1 enables tracking; it is kept for the rest of the visit so navigation keeps it. */
const DEBUG_KEY = 'rr_tracking_debug'
const MAX_PATH_LENGTH = 300

const state: { enabled: boolean; pixel: AdPixel | null; queue: EventQueue | null } = {
  enabled: false,
  pixel: null,
  queue: null,
}

export function configureTracking({
  enabled,
  debug,
  pixel,
}: {
  enabled: boolean
  debug: boolean
  pixel: AdPixel | null
}) {
  try {
    if (enabled && debug) sessionStorage.setItem(DEBUG_KEY, '1')
    state.enabled = enabled || sessionStorage.getItem(DEBUG_KEY) === '1'
  } catch {
    state.enabled = enabled
  }
  state.pixel = pixel
  if (state.enabled && getTrackingConsent() === 'granted') startAdPixel(pixel)
}

export interface TrackOptions {
  funnel?: FunnelName
  propertyId?: number
  /** defaults to the current page's path */
  path?: string
  metadata?: Record<string, string | number | boolean>
}

/**
 * `consentWhenCalled`: the decision when the page made the call (./tracking may hand it over later). A call made before
 * a decision stays anonymous; a denial since then drops it.
 */
export function track(
  type: EventType,
  { funnel, propertyId, path, metadata }: TrackOptions = {},
  consentWhenCalled?: TrackingConsent,
) {
  if (!state.enabled) return
  const current = getTrackingConsent()
  const consent = current === 'denied' ? current : (consentWhenCalled ?? current)
  if (consent === 'denied') return
  const eventPath = (path ?? window.location.pathname).slice(0, MAX_PATH_LENGTH)
  if (consent === 'granted') {
    const details = funnel ? { ...metadata, funnel } : metadata
    queue().push(
      { type, path: eventPath, propertyId, ...(details ? { metadata: details } : {}) },
      { sessionId: touchSession().id, visitorId: getDeviceId() },
    )
  } else if ((ANONYMOUS_EVENT_TYPES as readonly string[]).includes(type)) {
    queue().push({ type, path: eventPath, propertyId }, null)
  }
}

/** SPEC §4: unknown became granted or denied (./tracking has stored the decision). */
export function afterTrackingDecision(decision: 'granted' | 'denied', region: Region) {
  if (!state.enabled) return
  // Anonymous counts from before the decision leave as they were.
  queue().flush()
  if (decision === 'granted') {
    touchSession(Date.now(), true)
    startAdPixel(state.pixel)
    track('tracking_consent_granted', { metadata: { category: 'engagement', region } })
  } else {
    queue().push({ type: 'tracking_consent_denied', path: window.location.pathname.slice(0, MAX_PATH_LENGTH) }, null)
  }
}

/** The page is being hidden or unloaded: whatever waits leaves by beacon. */
export function flushTrackingOnPageHide() {
  state.queue?.flushAll()
}

function queue(): EventQueue {
  state.queue ??= new EventQueue(sendBatch)
  return state.queue
}

function sendBatch(batch: EventBatch, { beacon }: { beacon: boolean }) {
  // text/plain keeps the beacon a simple request; the endpoint reads the body as JSON either way.
  const body = JSON.stringify(batch)
  if (beacon && navigator.sendBeacon?.(EVENTS_URL, new Blob([body], { type: 'text/plain' }))) return
  fetch(EVENTS_URL, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'text/plain' },
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {
    // offline or blocked: analytics never disturbs the visit
  })
}
