// SPEC §4 tracking consent: unknown becomes granted or denied. (Placeholder until analytics lands: stores the choice.)
import type { Region } from '~/lib/consent'
import { setTrackingConsent } from './browser-records'

export function recordTrackingDecision(decision: 'granted' | 'denied', _region: Region) {
  setTrackingConsent(decision)
}
