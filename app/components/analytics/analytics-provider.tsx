// Sends a page view on every navigation and completes funnel steps that finish on the next page (SPEC §3 funnels).
// Mounted once in app/root.tsx before the page, so tracking is configured before a page's own events.
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import type { AdPixel } from '~/lib/tracking/ad-pixel'
import { takePendingStep } from '~/lib/tracking/pending-step'
import { configureTracking, flushTrackingOnPageHide, track } from '~/lib/tracking/tracking'

export function AnalyticsProvider({ trackingEnabled, adPixel }: { trackingEnabled: boolean; adPixel: AdPixel | null }) {
  const location = useLocation()
  const debug = new URLSearchParams(location.search).get('debug') === '1'

  useEffect(() => {
    configureTracking({ enabled: trackingEnabled, debug, pixel: adPixel })
  }, [trackingEnabled, debug, adPixel])

  useEffect(() => {
    track('page_view', { path: location.pathname })
    const pending = takePendingStep(location.pathname)
    if (pending) track(pending.step, { funnel: pending.funnel, propertyId: pending.propertyId })
  }, [location.pathname, location.search])

  useEffect(() => {
    // Mobile browsers may discard a hidden tab without a pagehide: leaving the tab sends what waits too.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flushTrackingOnPageHide()
    }
    window.addEventListener('pagehide', flushTrackingOnPageHide)
    document.addEventListener('visibilitychange', onHidden)
    return () => {
      window.removeEventListener('pagehide', flushTrackingOnPageHide)
      document.removeEventListener('visibilitychange', onHidden)
    }
  }, [])

  return null
}
