import { Outlet, isRouteErrorResponse } from 'react-router'
import { LoadFailureCard } from '~/components/loading/load-failure-card'
import { NotFound } from '~/components/not-found'
import { SiteFooter } from '~/components/site-footer'
import { SiteHeader } from '~/components/site-header'
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
            <h1 className="text-3xl">Unexpected Application Error!</h1>
            <p className="mt-4">Something went wrong on our side. Please try again in a moment.</p>
          </section>
        )}
      </main>
      <SiteFooter />
    </>
  )
}
