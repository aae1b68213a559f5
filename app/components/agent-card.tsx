import { Link } from 'react-router'
import type { PropertyImageSources } from '~/lib/image-url'
import { ResponsiveImage } from './responsive-image'

export interface AgentCardData {
  slug: string
  name: string
  title: string
  email: string
  phone: string
  whatsapp: string
  languages: string[]
  photo: PropertyImageSources | null
}

/** The WhatsApp message a buyer starts with: the listing's title and ID filled in (issue 16). */
export function whatsappMessage(agentName: string, listing?: { title: string; listingId: string }) {
  return listing ? `Hello ${agentName}, I have a question about “${listing.title}” (listing ${listing.listingId}).` : ''
}

export function AgentCard({
  agent,
  listing,
}: {
  agent: AgentCardData
  listing?: { title: string; listingId: string }
}) {
  const message = whatsappMessage(agent.name, listing)
  const whatsappText = message ? `?text=${encodeURIComponent(message)}` : ''
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
            <Link to={`/agent/${agent.slug}`} className="hover:underline">
              {agent.name}
            </Link>
          </h2>
          <p className="text-sm text-ink/80">{agent.title}</p>
          {agent.languages.length > 0 ? (
            <p className="text-sm text-ink/80">Speaks {agent.languages.join(', ')}</p>
          ) : null}
        </div>
      </div>
      <ul className="mt-4 space-y-2 text-sm">
        <li>
          <a className="font-semibold text-reef-dark underline" href={`tel:${agent.phone.replace(/[^+\d]/g, '')}`}>
            Call {agent.phone}
          </a>
        </li>
        {agent.whatsapp ? (
          <li>
            <a
              className="font-semibold text-reef-dark underline"
              href={`https://wa.me/${agent.whatsapp}${whatsappText}`}
              // WhatsApp opens beside the listing, which stays where the buyer was
              target="_blank"
              rel="noopener noreferrer"
            >
              Message on WhatsApp
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
