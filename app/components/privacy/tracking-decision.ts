// The visitor's tracking decision as React state. SPEC §4: the banner depends on "no prior tracking decision", which
// only the browser knows (SPEC §3 storage records), so the server and the first render know nothing (null) and the
// banner can never appear in server HTML for someone who already decided.
import { useSyncExternalStore } from 'react'
import type { Region } from '~/lib/consent'
import { getTrackingConsent, setPrivacyConsent, type TrackingConsent } from '~/lib/tracking/browser-records'
import { recordTrackingDecision } from '~/lib/tracking/tracking'

const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  // A decision taken in another tab applies here too.
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

export function useTrackingDecision(): TrackingConsent | null {
  return useSyncExternalStore(subscribe, getTrackingConsent, () => null)
}

/** SPEC §4 unknown → granted or denied, with the SPEC §3 privacy-consent record (accepted, timestamp, region). */
export function decideTracking(decision: 'granted' | 'denied', region: Region) {
  try {
    recordTrackingDecision(decision, region)
  } finally {
    // The choice is the visitor's even if analytics fails to start: the banner closes all the same.
    setPrivacyConsent({ accepted: decision === 'granted', timestamp: new Date().toISOString(), region })
    for (const listener of listeners) listener()
  }
}
