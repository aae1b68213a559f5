// The map: every URL of SPEC §2. Legacy and slug-variant redirects run earlier, on the server (server/).
import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'
import { ADMIN_SCREENS } from './lib/admin-screens'

const info = (path: string) => route(path, 'routes/public/info-page.tsx', { id: `info${path}` })
const permanentRedirect = (path: string) =>
  route(path, 'routes/resources/permanent-redirect.ts', { id: `redirect${path}` })

export default [
  // Endpoints that render no UI
  route('healthz', 'routes/resources/healthz.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('logout', 'routes/resources/logout.ts'),
  route('admin/export/:entity', 'routes/admin/export.ts'),
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
  route('api/favourites', 'routes/api/favourites.ts'),
  permanentRedirect('blogs'),
  permanentRedirect('blogs/:slug'),
  permanentRedirect('ultimate-guide'),
  permanentRedirect('dashboard'),

  // Full-screen office TV displays: no header or footer
  route('tv-1', 'routes/public/tv.tsx', { id: 'tv-1' }),
  route('tv-2', 'routes/public/tv.tsx', { id: 'tv-2' }),

  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('properties', 'routes/public/properties.tsx'),
    route('properties/:slug', 'routes/public/property.tsx', { id: 'properties-detail' }),
    route('property/:slug', 'routes/public/property.tsx', { id: 'property-detail' }),
    route('blog', 'routes/public/blog.tsx'),
    route('blog/:slug', 'routes/public/blog-post.tsx'),
    route('areas', 'routes/public/areas.tsx'),
    route('agents', 'routes/public/agents.tsx'),
    route('agent/:slug', 'routes/public/agent.tsx'),
    route('testimonials', 'routes/public/testimonials.tsx', { id: 'testimonials' }),
    route('reviews', 'routes/public/testimonials.tsx', { id: 'reviews' }),
    route('faq', 'routes/public/faq.tsx'),
    route('compare', 'routes/public/compare.tsx'),
    ...['buying-guide', 'selling-guide', 'property-search-guide', 'investor-information'].map(info),
    ...['privacy-policy', 'terms-of-service', 'cookies-policy'].map(info),
    ...['contact', 'about', 'thank-you', 'guide-download'].map(info),
    route('brand', 'routes/public/brand.tsx'),
    info('the-ultimate-guide-to-buying-property-in-roatan'),
    // Staff diagnostics of marketing consent and sending
    route('marketing-test', 'routes/account/marketing-test.tsx'),
    route('esp-test', 'routes/account/esp-test.tsx'),
    info('phase5-summary'),
    ...['preferences', 'unsubscribe'].map((path) => route(path, `routes/account/${path}.tsx`)),
    route('preferences/confirm', 'routes/account/consent-confirm.tsx'),
    route('my-account', 'routes/account/my-account.tsx'),
    route('alerts/stop', 'routes/account/alerts-stop.tsx'),
    ...['login', 'register', 'forgot-password', 'reset-password'].map((path) =>
      route(path, 'routes/account/sign-in.tsx', { id: `account-${path}` }),
    ),
    route('auth/callback', 'routes/account/auth-callback.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),

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
