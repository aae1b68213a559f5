// A funnel's last step happens on the next page (the inquiry form redirects to /thank-you, the guide link opens
// the guide). The step before leaves a note in sessionStorage; the page view of the expected path completes it.
import type { FunnelName, FunnelStep } from '~/lib/analytics/funnels'

const KEY = 'rr_pending_step'

export interface PendingStep {
  step: FunnelStep
  funnel: FunnelName
  propertyId?: number
  /** the page where the step is completed */
  on: string
  /** the page that left the note: a failed form post stays here and keeps it */
  from: string
}

export function setPendingStep(pending: PendingStep) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending))
  } catch {
    // storage blocked: the last step is not counted
  }
}

/** On every page view: the note when this is its page (and it is used up), null otherwise. */
export function takePendingStep(pathname: string): PendingStep | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    if (!raw) return null
    const pending = JSON.parse(raw) as PendingStep
    if (pathname === pending.from) return null
    sessionStorage.removeItem(KEY)
    return pathname === pending.on ? pending : null
  } catch {
    return null
  }
}
