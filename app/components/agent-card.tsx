import { Link } from '~/components/site-link'
import { listingMessages } from '~/i18n/catalogs/listing'
import { localizedText } from '~/lib/localized-content'
import { useLocalHref, useLocale, useT, type Translate } from '~/i18n/messages'
import type { PropertyImageSources } from '~/lib/image-url'
import { ResponsiveImage } from './responsive-image'

export interface AgentCardData {
  slug: string
  name: string
  title: string
  /** the job title in Spanish, '' or absent when not translated (issue 16) */
  titleEs?: string
  email: string
  phone: string
  whatsapp: string
  languages: string[]
  photo: PropertyImageSources | null
}

type ListingId = NonNullable<(typeof listingMessages)['id']>

/** The WhatsApp message a buyer starts with: the listing's title and ID filled in (issue 16), in the page's language. */
export function whatsappMessage(
  agentName: string,
  listing?: { title: string; listingId: string },
  t?: Translate<ListingId>,
) {
  if (!listing) return ''
  if (t) return t('listing.agent.whatsappMessage', { name: agentName, ...listing })
  return `Hello ${agentName}, I have a question about “${listing.title}” (listing ${listing.listingId}).`
}

/** The agent's WhatsApp address, the message filled in: the agent card and a phone's contact bar open the same. */
export function whatsappHref(
  agent: { name: string; whatsapp: string },
  listing: { title: string; listingId: string } | undefined,
  t: Translate<ListingId>,
) {
  const message = whatsappMessage(agent.name, listing, t)
  return `https://wa.me/${agent.whatsapp}${message ? `?text=${encodeURIComponent(message)}` : ''}`
}

/** Language names as staff type them ('Spanish'), in the page's language; others as typed. */
const LANGUAGE_NAMES: Record<string, ListingId> = {
  English: 'listing.agent.language.English',
  Spanish: 'listing.agent.language.Spanish',
  French: 'listing.agent.language.French',
  German: 'listing.agent.language.German',
  Italian: 'listing.agent.language.Italian',
  Portuguese: 'listing.agent.language.Portuguese',
  Dutch: 'listing.agent.language.Dutch',
}

export function AgentCard({
  agent,
  listing,
}: {
  agent: AgentCardData
  listing?: { title: string; listingId: string }
}) {
  const t = useT(listingMessages)
  const locale = useLocale()
  const href = useLocalHref()
  const jobTitle = localizedText(agent.title, agent.titleEs, locale)
  const languages = agent.languages.map((name) => {
    const id = Object.hasOwn(LANGUAGE_NAMES, name) ? LANGUAGE_NAMES[name] : undefined
    return id ? t(id) : name
  })
  return (
    <section aria-labelledby={`agent-${agent.slug}`} className="rounded-2xl bg-white p-5 shadow-md ring-1 ring-black/5">
      <div className="flex items-center gap-4">
        {agent.photo ? (
          <div className="h-20 w-20 shrink-0 overflow-hidden rounded-full">
            <ResponsiveImage image={agent.photo} alt="" sizes="80px" className="h-full w-full object-cover" />
          </div>
        ) : null}
        <div>
          <h2 id={`agent-${agent.slug}`} className="text-lg">
            <Link to={href(`/agent/${agent.slug}`)} className="hover:underline">
              {agent.name}
            </Link>
          </h2>
          <p className="text-sm text-ink/80" lang={jobTitle.lang !== locale ? jobTitle.lang : undefined}>
            {jobTitle.text}
          </p>
          {languages.length > 0 ? (
            <p className="text-sm text-ink/80">{t('listing.agent.speaks', { languages: languages.join(', ') })}</p>
          ) : null}
        </div>
      </div>
      <ul className="mt-4 space-y-2 text-sm">
        <li>
          <a className="font-semibold text-reef-dark underline" href={`tel:${agent.phone.replace(/[^+\d]/g, '')}`}>
            {t('listing.agent.call', { phone: agent.phone })}
          </a>
        </li>
        {agent.whatsapp ? (
          <li>
            <a
              className="font-semibold text-reef-dark underline"
              href={whatsappHref(agent, listing, t)}
              // WhatsApp opens beside the listing, which stays where the buyer was
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('listing.agent.whatsapp')}
            </a>
          </li>
        ) : null}
        <li>
          <a className="font-semibold text-reef-dark underline" href={`mailto:${agent.email}`}>
            {agent.email}
          </a>
        </li>
      </ul>
    </section>
  )
}
