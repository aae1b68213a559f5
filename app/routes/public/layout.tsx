import { Outlet, isRouteErrorResponse } from 'react-router'
import { LoadFailureCard } from '~/components/loading/load-failure-card'
import { NotFound } from '~/components/not-found'
import { SiteFooter } from '~/components/site-footer'
import { SiteHeader } from '~/components/site-header'
import { siteMessages } from '~/i18n/catalogs/site'
import { useT } from '~/i18n/messages'
import { isModuleLoadError } from '~/lib/loading-rules'

export default function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  )
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const t = useT(siteMessages)
  return (
    <>
      <SiteHeader />
      <main id="main">
        {notFound ? (
          <NotFound />
        ) : isModuleLoadError(error) ? (
          <LoadFailureCard />
        ) : (
          <section className="mx-auto max-w-2xl px-6 py-24 text-center">
            <h1 className="text-3xl">{t('site.error.title')}</h1>
            <p className="mt-4">{t('site.error.text')}</p>
          </section>
        )}
      </main>
      <SiteFooter />
    </>
  )
}
