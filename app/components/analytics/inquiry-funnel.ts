// SPEC §3 funnels in the listing's inquiry form: form_start, form_submit and, on /thank-you, inquiry_success — or,
// after "Request a tour", the same steps of property_tour ending in tour_scheduled.
import { useCallback, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import type { FunnelName } from '~/lib/analytics/funnels'
import { setPendingStep } from '~/lib/tracking/pending-step'
import { track } from '~/lib/tracking/tracking'
import { localeFromPath, localizePath } from '~/i18n/locale'

const THANK_YOU_PATH = '/thank-you'

function tourMessage(property: { title: string; listingId: string }) {
  return `I would like to schedule a tour of ${property.title} (${property.listingId}). Please suggest a few dates and times.`
}

export function useInquiryFunnel(property: { id: number; title: string; listingId: string }) {
  const location = useLocation()
  const formRef = useRef<HTMLFormElement>(null)
  const started = useRef(new Set<FunnelName>())
  const [funnel, setFunnel] = useState<FunnelName>('property_inquiry')
  const propertyId = property.id

  const requestTour = useCallback(() => {
    setFunnel('property_tour')
    track('request_tour_click', { funnel: 'property_tour', propertyId })
    const message = formRef.current?.elements.namedItem('message')
    if (message instanceof HTMLTextAreaElement) {
      message.value = tourMessage(property)
      message.focus()
    }
  }, [property, propertyId])

  /** The first field the visitor enters starts the form (once per funnel). */
  const onFocus = useCallback(() => {
    if (started.current.has(funnel)) return
    started.current.add(funnel)
    track('form_start', { funnel, propertyId })
  }, [funnel, propertyId])

  /** After the form's own checks: a form that was not sent (defaultPrevented) is not counted. */
  const onSubmitted = useCallback(
    (event: React.FormEvent) => {
      if (event.defaultPrevented) return
      track('form_submit', { funnel, propertyId })
      setPendingStep({
        step: funnel === 'property_tour' ? 'tour_scheduled' : 'inquiry_success',
        funnel,
        propertyId,
        // the thank-you page in the language of the form (issue 16)
        on: localizePath(THANK_YOU_PATH, localeFromPath(location.pathname)),
        from: location.pathname,
      })
    },
    [funnel, propertyId, location.pathname],
  )

  return { formRef, funnel, requestTour, onFocus, onSubmitted }
}
