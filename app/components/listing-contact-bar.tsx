import { useEffect, useState, type MouseEvent } from 'react'
import { whatsappHref } from '~/components/agent-card'
import { useContactLabel } from '~/components/listing-header'
import { buttonClasses } from '~/components/ui/button'
import { listingMessages } from '~/i18n/catalogs/listing'
import { useT } from '~/i18n/messages'

// narrower sides on a phone, so that the longer Spanish words fit in two lines beside WhatsApp
const BAR_BUTTON = 'inline-flex items-center justify-center text-center transition-colors max-sm:px-3'

/** Whether the inquiry form (the section of #inquiry-heading) is on screen. */
function useInquiryFormInView() {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const form = document.getElementById('inquiry-heading')?.closest('section')
    if (!form || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)))
    observer.observe(form)
    return () => observer.disconnect()
  }, [])
  return inView
}

/**
 * On a phone or tablet the inquiry form is far down the listing: this bar keeps "Contact agent" (to the form) and the
 * agent's WhatsApp at the foot of the screen. It sticks within the listing, so at the end it takes its own place
 * above the footer and covers nothing; it steps aside while the form is on screen, and is not printed. From lg up the
 * form is beside the description and the bar is not shown.
 */
export function ListingContactBar({
  status,
  agent,
  listing,
  onContactClick,
}: {
  status: string
  agent: { name: string; whatsapp: string } | null
  listing: { title: string; listingId: string }
  onContactClick: (event: MouseEvent) => void
}) {
  const t = useT(listingMessages)
  const contactLabel = useContactLabel(status)
  const formInView = useInquiryFormInView()
  return (
    <section
      aria-label={t('listing.contactBar.label')}
      onClick={onContactClick}
      className={`sticky bottom-0 z-[1050] -mx-4 mt-10 border-t border-sea/20 bg-white px-4 py-3 shadow-[0_-4px_16px_rgba(30,42,50,0.12)] sm:-mx-6 sm:px-6 lg:hidden print:hidden ${formInView ? 'invisible' : ''}`}
    >
      <div className="mx-auto flex max-w-xl gap-3">
        <a
          href="#inquiry-heading"
          data-contact-agent
          className={buttonClasses({ variant: 'cta', size: 'xl', className: `${BAR_BUTTON} flex-1` })}
        >
          {contactLabel}
        </a>
        {agent?.whatsapp ? (
          <a
            href={whatsappHref(agent, listing, t)}
            aria-label={t('listing.contactBar.whatsappLabel', { name: agent.name })}
            // WhatsApp opens beside the listing, as from the agent card
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'primary', size: 'xl', className: BAR_BUTTON })}
          >
            {t('listing.contactBar.whatsapp')}
          </a>
        ) : null}
      </div>
    </section>
  )
}
