import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation } from 'react-router'
import { useEffect } from 'react'
import { localeFromPath } from './i18n/locale'
import { LoadFailureCard } from './components/loading/load-failure-card'
import { LoadingScreen } from './components/loading/loading-screen'
import { useNonce } from './components/nonce'
import { NavigationLoading } from './components/loading/navigation-loading'
import { PrivacyChoices } from './components/privacy/privacy-choices'
import { AuthProvider } from './auth/auth-context'
import { LoadWhenKept } from './components/favourites/load-when-kept'

// Only a browser that kept saved listings before signing in needs the merge (issue 15).
const loadFavouritesMerge = () =>
  import('./components/favourites/favourites-merge').then((module) => module.FavouritesMerge)
import { AnalyticsProvider } from './components/analytics/analytics-provider'
import { getSessionUser, getUserRoles, isAdminEmail } from './auth/session.server'
import { getServices } from './context.server'
import { ADMIN_ENTRY_ROLES } from './lib/admin-screens'
import { listFavouriteIds } from './models/favourites.server'
import { getFeatureFlags } from './models/feature-flags.server'
import { listCurrencyRates } from './models/currency-rates.server'
import { contentMemo } from './cache-registry.server'
import { isModuleLoadError } from './lib/loading-rules'
import { privacyContext } from './http/privacy-context.server'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

const ratesMemo = contentMemo<Awaited<ReturnType<typeof listCurrencyRates>>>('currency-rates', 1)

/** Public settings every page needs (canonical URLs); never secrets. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = await getSessionUser({ request, context })
  const isStaff = user
    ? isAdminEmail(context, user.email) ||
      (await getUserRoles(context, user)).some((role) => (ADMIN_ENTRY_ROLES as readonly string[]).includes(role))
    : false
  const { db, config } = getServices(context)
  const [flags, favourites, currencyRates] = await Promise.all([
    getFeatureFlags(db),
    user ? listFavouriteIds(db, user.id) : [],
    ratesMemo('rates', () => listCurrencyRates(db)),
  ])
  return {
    appUrl: config.appUrl,
    // Only what the header and footer need to hide links to switched-off pages.
    features: { reviews: flags.show_reviews, guideDownload: flags.show_guide_download },
    // the saved listings fill in the hearts (issue 15); anonymous visitors keep theirs in the browser
    account: user ? { id: user.id, name: user.firstName || user.name || user.email, isStaff, favourites } : null,
    privacy: privacyContext(request, url, config),
    // issue 16: the rates staff set, for prices in the buyer's currency (converted in the browser: pages stay the same)
    currencyRates,
    // SPEC §4: the advertising pixel granted tracking consent starts (public id and script address only).
    adPixel: config.adPixel ?? null,
  }
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  // The page's code has run and the page answers clicks (its code loads after the first paint: decision 029);
  // the e2e tests wait for this after each page load.
  useEffect(() => document.documentElement.setAttribute('data-live', ''), [])
  // issue 16: the page's language, from its address
  const lang = localeFromPath(useLocation().pathname)
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* Before any module: zod compiles its parsers with new Function unless told not to, which the page's
            Content Security Policy forbids (docs/decisions/017-security-headers.md). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: 'globalThis.__zod_globalConfig={jitless:true}' }} />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <AuthProvider value={{ account: loaderData.account }}>
      <AnalyticsProvider trackingEnabled={loaderData.privacy.trackingEnabled} adPixel={loaderData.adPixel} />
      {loaderData.account ? <LoadWhenKept storageKey="saved-listings" load={loadFavouritesMerge} props={{}} /> : null}
      <PrivacyChoices privacy={loaderData.privacy}>
        <Outlet />
        <NavigationLoading />
      </PrivacyChoices>
    </AuthProvider>
  )
}

// SPEC §2 "Loading": shown only if a route ever needs to load data in the browser before first render.
export function HydrateFallback() {
  return <LoadingScreen />
}

// SPEC §2: the default router error screen reads 'Unexpected Application Error!'; code that failed to load
// gets the load failure card instead (SPEC §8).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isModuleLoadError(error)) {
    return (
      <main id="main" className="px-6">
        <LoadFailureCard />
        <NavigationLoading />
      </main>
    )
  }
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <main className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl">{status === 404 ? 'Page not found' : 'Unexpected Application Error!'}</h1>
      <p className="mt-4">
        {isRouteErrorResponse(error)
          ? `${error.status} ${error.statusText}`
          : 'Something went wrong on our side. Please try again in a moment.'}
      </p>
      <p className="mt-8">
        <a className="font-semibold text-reef-dark underline" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  )
}
