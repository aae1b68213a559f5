import { useRouteLoaderData } from 'react-router'
import { Link } from '~/components/site-link'
import { siteMessages } from '~/i18n/catalogs/site'
import { useLocalHref, useT } from '~/i18n/messages'
import { DEFAULT_BRAND } from '~/lib/brand'
import { Logo } from './logo'
import { usePrivacyChoices } from './privacy/privacy-choices'

const FOOTER_LINKS = [
  {
    heading: 'site.footer.buy',
    links: [
      { to: '/properties', label: 'site.footer.allProperties' },
      { to: '/areas', label: 'site.footer.areas' },
      { to: '/buying-guide', label: 'site.footer.buyingGuide' },
      { to: '/the-ultimate-guide-to-buying-property-in-roatan', label: 'site.footer.ultimateGuide' },
      { to: '/investor-information', label: 'site.footer.investors' },
    ],
  },
  {
    heading: 'site.footer.company',
    links: [
      { to: '/about', label: 'site.footer.about' },
      { to: '/agents', label: 'site.footer.agents' },
      { to: '/testimonials', label: 'site.footer.testimonials' },
      { to: '/faq', label: 'site.footer.faq' },
      { to: '/selling-guide', label: 'site.footer.sell' },
    ],
  },
  {
    heading: 'site.footer.legal',
    links: [
      { to: '/privacy-policy', label: 'site.footer.privacy' },
      { to: '/terms-of-service', label: 'site.footer.terms' },
      { to: '/cookies-policy', label: 'site.footer.cookies' },
      { to: '/preferences', label: 'site.footer.preferences' },
    ],
  },
] as const

export function SiteFooter() {
  // Links to pages a feature flag switched off are not shown (root loader, app/models/feature-flags.server.ts).
  const features = useRouteLoaderData<{ features: { reviews: boolean } }>('root')?.features ?? { reviews: true }
  const { openManage } = usePrivacyChoices()
  const t = useT(siteMessages)
  const href = useLocalHref()
  return (
    <footer className="render-when-near mt-16 bg-sea-dark text-white">
      {/* issue 43: four columns only from lg; on a tablet the brand takes the first row and the three link groups share
          the second, so the name and e-mail never run into the next column */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 *:min-w-0 sm:grid-cols-3 sm:px-6 lg:grid-cols-4">
        <div className="sm:col-span-3 lg:col-span-1">
          <Logo inverted />
          <p className="mt-3 text-sm text-white/85">{t('site.footer.tagline')}</p>
          <address className="mt-4 text-sm break-words not-italic text-white/85">
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
          <nav key={group.heading} aria-label={t(group.heading)}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-sand">{t(group.heading)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links
                .filter((link) => features.reviews || link.to !== '/testimonials')
                .map((link) => (
                  <li key={link.to}>
                    <Link className="text-white/90 hover:text-white hover:underline" to={href(link.to)}>
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              {group.heading === 'site.footer.legal' ? (
                <li>
                  {/* The cookie/privacy banner's Manage dialog, reopened at any time (SPEC §2). */}
                  <button
                    type="button"
                    className="text-left text-white/90 hover:text-white hover:underline"
                    onClick={(event) => openManage(event.currentTarget)}
                  >
                    {t('site.footer.privacyChoices')}
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-white/15 py-4 text-center text-xs text-white/75">
        {t('site.footer.copyright', { year: new Date().getFullYear(), brand: DEFAULT_BRAND.name })}
      </p>
    </footer>
  )
}
