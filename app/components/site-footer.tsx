import { Link, useRouteLoaderData } from 'react-router'
import { DEFAULT_BRAND } from '~/lib/brand'
import { Logo } from './logo'
import { usePrivacyChoices } from './privacy/privacy-choices'

const FOOTER_LINKS = [
  {
    heading: 'Buy on Roatan',
    links: [
      { to: '/properties', label: 'All properties' },
      { to: '/areas', label: 'Areas of the island' },
      { to: '/buying-guide', label: 'Buying guide' },
      { to: '/the-ultimate-guide-to-buying-property-in-roatan', label: 'The ultimate guide' },
      { to: '/investor-information', label: 'For investors' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: '/about', label: 'About us' },
      { to: '/agents', label: 'Our agents' },
      { to: '/testimonials', label: 'Testimonials' },
      { to: '/faq', label: 'FAQ' },
      { to: '/selling-guide', label: 'Sell with us' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy policy' },
      { to: '/terms-of-service', label: 'Terms of service' },
      { to: '/cookies-policy', label: 'Cookies policy' },
      { to: '/preferences', label: 'Marketing preferences' },
    ],
  },
] as const

export function SiteFooter() {
  // Links to pages a feature flag switched off are not shown (root loader, app/models/feature-flags.server.ts).
  const features = useRouteLoaderData<{ features: { reviews: boolean } }>('root')?.features ?? { reviews: true }
  const { openManage } = usePrivacyChoices()
  return (
    <footer className="mt-16 bg-sea-dark text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-3 text-sm text-white/85">{DEFAULT_BRAND.tagline}</p>
          <address className="mt-4 text-sm not-italic text-white/85">
            {DEFAULT_BRAND.address}
            <br />
            <a className="underline" href={`tel:${DEFAULT_BRAND.phone.replace(/[^+\d]/g, '')}`}>
              {DEFAULT_BRAND.phone}
            </a>
            <br />
            <a className="underline" href={`mailto:${DEFAULT_BRAND.email}`}>
              {DEFAULT_BRAND.email}
            </a>
          </address>
        </div>
        {FOOTER_LINKS.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-sand">{group.heading}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links
                .filter((link) => features.reviews || link.to !== '/testimonials')
                .map((link) => (
                  <li key={link.to}>
                    <Link className="text-white/90 hover:text-white hover:underline" to={link.to}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              {group.heading === 'Legal' ? (
                <li>
                  {/* The cookie/privacy banner's Manage dialog, reopened at any time (SPEC §2). */}
                  <button
                    type="button"
                    className="text-white/90 hover:text-white hover:underline"
                    onClick={(event) => openManage(event.currentTarget)}
                  >
                    Privacy choices
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-white/15 py-4 text-center text-xs text-white/75">
        © {new Date().getFullYear()} {DEFAULT_BRAND.name}. Prices in US dollars.
      </p>
    </footer>
  )
}
