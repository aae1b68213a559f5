// The map: every URL of SPEC §2. Legacy and slug-variant redirects run earlier, on the server (server/).
import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'
import { ADMIN_SCREENS } from './lib/admin-screens'
import { PUBLIC_PAGES } from './lib/public-pages'

const permanentRedirect = (path: string) =>
  route(path, 'routes/resources/permanent-redirect.ts', { id: `redirect${path}` })

export default [
  // Endpoints that render no UI
  route('healthz', 'routes/resources/healthz.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('es/sitemap.xml', 'routes/resources/sitemap.ts', { id: 'es/sitemap' }),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('logout', 'routes/resources/logout.ts'),
  route('admin/export/:entity', 'routes/admin/export.ts'),
  // Issue 17: live notifications for staff (an event stream per admin tab) and marking them read
  route('admin/notifications', 'routes/admin/notifications.ts'),
  route('my-data', 'routes/account/my-data.ts'),
  // SPEC §7 consent functions and the RFC 8058 one-click unsubscribe (docs/decisions/009-consent.md)
  ...[
    'regional-policy-check',
    'marketing-consent',
    'marketing-suppression',
    'marketing-compliance',
    'ip',
    'unsubscribe',
  ].map((name) => route(`api/${name}`, `routes/api/${name}.ts`)),
  route('api/events', 'routes/api/events.ts'),
  // SPEC §7 debug_auth_state: the browser app logs it as it starts with a session
  route('api/debug-auth-state', 'routes/api/debug-auth-state.ts'),
  route('api/favourites', 'routes/api/favourites.ts'),
  // Issue 43: current titles and prices for the listings a browser keeps (recently viewed)
  route('api/listing-cards', 'routes/api/listing-cards.ts'),
  // Issue 44: one file of a purchase's document room, through a short-lived link signed for one account
  route('purchase-document', 'routes/resources/purchase-document.ts'),
  permanentRedirect('blogs'),
  permanentRedirect('blogs/:slug'),
  permanentRedirect('ultimate-guide'),
  permanentRedirect('dashboard'),

  // Full-screen office TV displays: no header or footer
  route('tv-1', 'routes/public/tv.tsx', { id: 'tv-1' }),
  route('tv-2', 'routes/public/tv.tsx', { id: 'tv-2' }),

  layout('routes/public/layout.tsx', publicPages('')),
  // Issue 16: the same pages in Spanish under /es (docs/decisions/023-languages.md)
  ...prefix('es', [layout('routes/public/layout.tsx', { id: 'es/layout' }, publicPages('es/'))]),

  ...prefix('admin', [
    layout('routes/admin/layout.tsx', [
      ...ADMIN_SCREENS.map((screen) =>
        screen.path === ''
          ? index(`routes/admin/${screen.file}`, { id: 'admin' })
          : route(screen.path, `routes/admin/${screen.file}`, { id: `admin/${screen.path}` }),
      ),
      route('*', 'routes/admin/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig

/** The pages with the site's header and footer; `ids` prefixes the route ids of a language's copy. */
function publicPages(ids: '' | 'es/') {
  const page = (path: string, file: string, id?: string) =>
    id || ids ? route(path, file, { id: `${ids}${id ?? path}` }) : route(path, file)
  return [
    ...PUBLIC_PAGES.filter((entry) => !(ids && entry.englishOnly)).map(({ path, file, id }) =>
      path
        ? page(path, `routes/public/${file}`, id)
        : index(`routes/public/${file}`, ids ? { id: `${ids}home` } : undefined),
    ),
    // One listing, post or agent: the sitemap lists them from the database
    page('properties/:slug', 'routes/public/property.tsx', 'properties-detail'),
    page('property/:slug', 'routes/public/property.tsx', 'property-detail'),
    page('blog/:slug', 'routes/public/blog-post.tsx'),
    page('agent/:slug', 'routes/public/agent.tsx'),
    // One person's pages (a signed link's token, their account, signing in) and staff tools: private in every
    // language, never kept by a cache (issue 39)
    layout('routes/account/layout.tsx', { id: `${ids}account-pages` }, [
      // Staff diagnostics of marketing consent and sending: English only
      ...(ids
        ? []
        : [
            page('marketing-test', 'routes/account/marketing-test.tsx'),
            page('esp-test', 'routes/account/esp-test.tsx'),
          ]),
      ...['preferences', 'unsubscribe'].map((path) => page(path, `routes/account/${path}.tsx`)),
      page('preferences/confirm', 'routes/account/consent-confirm.tsx'),
      page('my-account', 'routes/account/my-account.tsx'),
      page('alerts/stop', 'routes/account/alerts-stop.tsx'),
      // Issue 44: booking a tour (its free times change by the minute) and the buyer's page of their tour
      page('property/:slug/tour', 'routes/account/tour-booking.tsx', 'tour-booking'),
      page('tour', 'routes/account/tour.tsx'),
      // Issue 44: the buyer's purchase — its steps and its private document room
      page('my-account/purchases/:id', 'routes/account/purchase.tsx', 'purchase'),
      ...['login', 'register', 'forgot-password', 'reset-password'].map((path) =>
        page(path, 'routes/account/sign-in.tsx', `account-${path}`),
      ),
      page('auth/callback', 'routes/account/auth-callback.tsx'),
    ]),
    page('*', 'routes/public/not-found.tsx'),
  ]
}
