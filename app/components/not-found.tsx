import { Link } from '~/components/site-link'
import { buttonClasses } from '~/components/ui/button'
import { siteMessages } from '~/i18n/catalogs/site'
import { useLocalHref, useT } from '~/i18n/messages'

export function NotFound() {
  const t = useT(siteMessages)
  const href = useLocalHref()
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-reef-dark">404</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">{t('site.notFound.title')}</h1>
      <p className="mt-4">{t('site.notFound.text')}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to={href('/properties')} className={buttonClasses({ size: '2xl' })}>
          {t('site.notFound.browse')}
        </Link>
        <Link to={href('/')} className="rounded-lg px-5 py-3 font-semibold text-sea underline">
          {t('site.notFound.home')}
        </Link>
      </p>
    </section>
  )
}
