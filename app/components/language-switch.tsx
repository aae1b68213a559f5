// Issue 16: the same page in the other language (English at today's addresses, Spanish under /es), query and hash
// kept (but not campaign parameters, which a cached page must not repeat: lib/campaign-parameters.ts). A plain link
// that loads the whole page: each language's messages come with its pages (i18n/messages.ts), it works before the
// page's script runs, and search engines follow it.
import { useLocation } from 'react-router'
import { Link } from '~/components/site-link'
import { siteMessages } from '~/i18n/catalogs/site'
import { LOCALE_NAMES, localizePath, pathWithoutLocale } from '~/i18n/locale'
import { withoutCampaignParameters } from '~/lib/campaign-parameters'
import { useLocale, useT } from '~/i18n/messages'

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const locale = useLocale()
  const t = useT(siteMessages)
  const { pathname, search, hash } = useLocation()
  const other = locale === 'es' ? 'en' : 'es'
  const path = pathWithoutLocale(pathname)
  return (
    <Link
      to={`${localizePath(path, other)}${withoutCampaignParameters(search)}${hash}`}
      reloadDocument
      lang={other}
      hrefLang={other}
      aria-label={t('site.language.switch')}
      className={`whitespace-nowrap rounded-md px-2 py-2 font-medium text-sea underline-offset-4 hover:underline ${className}`}
    >
      {LOCALE_NAMES[other]}
    </Link>
  )
}
