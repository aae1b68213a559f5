import { useLocation } from 'react-router'
import { Link } from '~/components/site-link'
import { useAuth } from '~/auth/auth-context'
import { siteMessages } from '~/i18n/catalogs/site'
import { useLocalHref, useT } from '~/i18n/messages'
import { DEFAULT_BRAND, MAIN_NAVIGATION } from '~/lib/brand'
import { CurrencySelect } from './currency/currency-select'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'

/** Sign in, or Admin (staff) and My account: in the header row from tablet width, in the menu on a phone. */
function AccountLinks({ linkClass }: { linkClass: string }) {
  const { account } = useAuth()
  const t = useT(siteMessages)
  const href = useLocalHref()
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

const barLinkClass =
  'inline-block whitespace-nowrap rounded-md px-2 py-2 font-medium text-sea underline-offset-4 hover:underline lg:py-1'
const menuLinkClass = 'block rounded-md px-3 py-2 font-medium text-sea hover:bg-sand'

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
      {/* Laid out for the longer Spanish texts (issue 42, item 4): on a phone the logo and the menu; from tablet width
          the language and account links beside them; from desktop width the links above the main navigation, which
          leaves the menu. Nothing wraps or overlaps, signed in as staff too. */}
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:py-2">
        <Link
          to={href('/')}
          className="flex shrink-0 items-center gap-2"
          aria-label={t('site.home', { brand: DEFAULT_BRAND.name })}
        >
          <Logo />
        </Link>
        <div className="flex min-w-0 flex-col items-end gap-1">
          <div className="flex items-center gap-1">
            <div className="hidden lg:block">
              <CurrencySelect />
            </div>
            <LanguageSwitch className="hidden sm:inline-block lg:py-1" />
            <div className="hidden items-center gap-1 md:flex">
              <AccountLinks linkClass={barLinkClass} />
            </div>
            <details className="relative lg:hidden">
              <summary className="cursor-pointer list-none whitespace-nowrap rounded-md border border-sea px-3 py-2 font-medium text-sea">
                {t('site.menu')}
              </summary>
              <nav
                aria-label={t('site.nav.main')}
                className="absolute right-0 z-20 mt-2 w-60 rounded-lg bg-white p-2 shadow-lg ring-1 ring-black/5"
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
                {/* on a phone the account links, currency and language live in the menu (issue 16, issue 42) */}
                <div className="border-t border-sand pt-2 md:hidden">
                  <AccountLinks linkClass={menuLinkClass} />
                </div>
                <div className="flex items-center gap-2 border-t border-sand px-3 pt-2 max-md:mt-2">
                  <CurrencySelect />
                  <LanguageSwitch className="sm:hidden" />
                </div>
              </nav>
            </details>
          </div>
          <nav aria-label={t('site.nav.main')} className="hidden lg:block">
            <ul className="flex items-center">
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
      className={`block whitespace-nowrap rounded-md px-2 py-1.5 font-medium hover:bg-sand xl:px-3 ${current ? 'text-sea underline underline-offset-4' : 'text-ink'}`}
    >
      {children}
    </Link>
  )
}
