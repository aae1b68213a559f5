// What pages call to track (SPEC §4, issue 7). The client that checks consent, batches and sends events
// (./tracking-client) loads right after the page hydrates, so it is not part of the page's first load (issue 13);
// calls made before it arrives wait for it, in order, each with the path and consent it was made with.
import type { Region } from '~/lib/consent'
import type { EventType } from '~/lib/analytics/funnels'
import { clearTrackingIds, getTrackingConsent, setTrackingConsent } from './browser-records'
import type * as TrackingClient from './tracking-client'

export type { TrackOptions } from './tracking-client'

type Client = typeof TrackingClient
/** Calls kept while the client loads; past this many the oldest go (a page that cannot load it keeps trying). */
const MAX_WAITING = 100

let client: Client | undefined
let loading = false
const waiting: ((client: Client) => void)[] = []

function withClient(call: (client: Client) => void) {
  if (client) return call(client)
  waiting.push(call)
  if (waiting.length > MAX_WAITING) waiting.shift()
  if (loading) return
  loading = true
  import('./tracking-client').then(
    (module) => {
      client = module
      for (const waited of waiting.splice(0)) waited(module)
    },
    () => {
      loading = false // offline or blocked: the next call tries again; analytics never disturbs the visit
    },
  )
}

export function configureTracking(options: Parameters<Client['configureTracking']>[0]) {
  withClient((loaded) => loaded.configureTracking(options))
}

export function track(type: EventType, options: TrackingClient.TrackOptions = {}) {
  const consent = getTrackingConsent()
  if (consent === 'denied') return
  const path = options.path ?? window.location.pathname
  withClient((loaded) => loaded.track(type, { ...options, path }, consent))
}

/** SPEC §4: unknown becomes granted or denied, stored at once; the client then sends what follows from it. */
export function recordTrackingDecision(decision: 'granted' | 'denied', region: Region) {
  setTrackingConsent(decision)
  if (decision === 'denied') clearTrackingIds()
  withClient((loaded) => loaded.afterTrackingDecision(decision, region))
}

/** The page is being hidden or unloaded: whatever waits leaves by beacon. */
export function flushTrackingOnPageHide() {
  client?.flushTrackingOnPageHide()
}
