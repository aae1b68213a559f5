// SPEC §3 funnels on a listing page: view_listing (and the listing_view count), view_details when the description
// comes into view, contact_click on the agent's phone, WhatsApp or e-mail links and the "Contact agent" link.
import { useCallback, useEffect, useRef } from 'react'
import { track } from '~/lib/tracking/tracking'

const CONTACT_LINKS = 'a[href^="tel:"], a[href^="mailto:"], a[href^="https://wa.me/"], a[data-contact-agent]'

export function useListingTracking(property: { id: number; slug: string }) {
  const detailsRef = useRef<HTMLElement>(null)
  const propertyId = property.id

  useEffect(() => {
    track('listing_view', { propertyId, path: `/property/${property.slug}` })
    track('view_listing', { propertyId })
  }, [propertyId, property.slug])

  useEffect(() => {
    const details = detailsRef.current
    if (!details || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        track('view_details', { funnel: 'property_inquiry', propertyId })
        observer.disconnect()
      },
      // The description is in view once its top reaches the upper three quarters of the window.
      { rootMargin: '0px 0px -25% 0px' },
    )
    observer.observe(details)
    return () => observer.disconnect()
  }, [propertyId])

  /** For the part of the page with contact links (one listener for all of them). */
  const onContactClick = useCallback(
    (event: React.MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>(CONTACT_LINKS)
      if (!link) return
      const channel =
        link.dataset.contactAgent !== undefined
          ? 'form'
          : link.hostname === 'wa.me'
            ? 'whatsapp'
            : link.protocol.replace(':', '')
      track('contact_click', { funnel: 'property_inquiry', propertyId, metadata: { channel } })
    },
    [propertyId],
  )

  return { detailsRef, onContactClick }
}
