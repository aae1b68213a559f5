import { useLocation } from 'react-router'
import { Link } from '~/components/site-link'
import { useAuth } from '~/auth/auth-context'
import { siteMessages } from '~/i18n/catalogs/site'
import { useLocalHref, useT } from '~/i18n/messages'
import { DEFAULT_BRAND, MAIN_NAVIGATION } from '~/lib/brand'
import { CurrencySelect } from './currency/currency-select'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'

function AccountLinks() {
  const { account } = useAuth()
  const t = useT(siteMessages)
  const href = useLocalHref()
  const linkClass =
    'whitespace-nowrap rounded-md px-2 py-2 font-medium text-sea underline-offset-4 hover:underline sm:px-3'
  if (!account) {
    return (
      <Link to={href('/login')} className={linkClass}>
        {t('site.signIn')}
      </Link>
    )
  }
  return (
    <>
      {account.isStaff ? (
        <Link to="/admin" className={linkClass}>
          {t('site.admin')}
        </Link>
      ) : null}
      <Link to={href('/my-account')} className={linkClass}>
        {t('site.myAccount')}
      </Link>
    </>
  )
}

/**
 * Whether the page at `pathname` is in the section a main navigation link leads to, as React Router's NavLink decides
 * it (the link's path or a path below it, any case). The header decides it for its few links itself: a NavLink each
 * cost ~0.3 % of a page's render (issue 13).
 */
export function inSection(pathname: string, to: string): boolean {
  const page = pathname.toLowerCase()
  const section = to.toLowerCase().replace(/(.)\/$/, '$1')
  return page === section || (section !== '/' && page.startsWith(`${section}/`))
}

export function SiteHeader() {
  const t = useT(siteMessages)
  const href = useLocalHref()
  const { pathname } = useLocation()
  return (
    <header className="border-b border-sand bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:bg-white focus:p-2"
      >
        {t('site.skip')}
      </a>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 sm:gap-6 sm:px-6">
        <Link
          to={href('/')}
          className="flex items-center gap-2"
          aria-label={t('site.home', { brand: DEFAULT_BRAND.name })}
        >
          <Logo />
        </Link>
        <nav aria-label={t('site.nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAVIGATION.map((item) => {
              const to = href(item.to)
              return (
                <li key={item.to}>
                  <SectionLink to={to} current={inSection(pathname, to)}>
                    {t(item.label)}
                  </SectionLink>
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <div className="hidden lg:block">
            <CurrencySelect />
          </div>
          <LanguageSwitch className="hidden sm:inline-block" />
          <AccountLinks />
          <details className="relative lg:hidden">
            <summary className="cursor-pointer list-none rounded-md border border-sea px-3 py-2 font-medium text-sea">
              {t('site.menu')}
            </summary>
            <nav
              aria-label={t('site.nav.main')}
              className="absolute right-0 z-20 mt-2 w-56 rounded-lg bg-white p-2 shadow-lg ring-1 ring-black/5"
            >
              <ul>
                {MAIN_NAVIGATION.map((item) => (
                  <li key={item.to}>
                    <Link to={href(item.to)} className="block rounded-md px-3 py-2 hover:bg-sand">
                      {t(item.label)}
                    </Link>
                  </li>
                ))}
              </ul>
              {/* on small screens the currency and language choices live in the menu (issue 16) */}
              <div className="flex items-center gap-2 border-t border-sand px-3 pt-2">
                <CurrencySelect />
                <LanguageSwitch className="sm:hidden" />
              </div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  )
}

function SectionLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={to}
      prefetch="intent"
      aria-current={current ? 'page' : undefined}
      className={`rounded-md px-3 py-2 font-medium hover:bg-sand xl:whitespace-nowrap ${current ? 'text-sea underline underline-offset-4' : 'text-ink'}`}
    >
      {children}
    </Link>
  )
}
