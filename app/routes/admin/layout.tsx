import { Form, Outlet, isRouteErrorResponse } from 'react-router'
import { Link } from '~/components/site-link'
import { requireRole } from '~/auth/session.server'
import { AdminMenu } from '~/components/admin/admin-menu'
import { StaffNotifications } from '~/components/admin/staff-notifications'
import { Button } from '~/components/ui/button'
import { getServices } from '~/context.server'
import { ADMIN_ENTRY_ROLES, sidebarScreens } from '~/lib/admin-screens'
import { DEFAULT_BRAND } from '~/lib/brand'
import { PRIVATE_PAGE } from '~/lib/cache-policy'
import { staffEventSummary } from '~/models/staff-events.server'
import type { Route } from './+types/layout'

// SPEC §2/§6: the admin shell. The entry check here is not the only guard: every admin loader and action checks
// its own roles, because loaders run in parallel and forms post directly.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user, roles } = await requireRole({ request, url, context }, ADMIN_ENTRY_ROLES)
  return {
    // Issue 17: the bell's recent notifications and unread count; new ones arrive live
    notifications: await staffEventSummary(getServices(context).db, { userId: user.id, roles }),
    user: { email: user.email, name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name },
    roles,
    sidebar: sidebarScreens(roles).map(({ path, label }) => ({ path, label })),
  }
}

// Staff pages are never kept by a cache, whoever asks (app/lib/cache-policy.ts).
export const handle = PRIVATE_PAGE

export const meta: Route.MetaFunction = () => [
  { title: `Admin | ${DEFAULT_BRAND.name}` },
  { name: 'robots', content: 'noindex' },
]

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, roles, sidebar, notifications } = loaderData
  return (
    // Issue 42, item 10: the main column may be narrower than its content, so a wide table scrolls in its own box
    // (AdminTableScroll) and the page keeps the screen's width.
    <div className="min-h-screen bg-sand/40 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <aside className="relative bg-sea-dark text-white lg:min-h-screen">
        <p className="py-4 pl-5 pr-36 text-lg font-bold lg:pr-5">
          <Link to="/admin">{DEFAULT_BRAND.name} admin</Link>
        </p>
        <AdminMenu screens={sidebar} />
      </aside>
      <div className="min-w-0">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-black/10 bg-white px-6 py-3">
          <p className="text-sm">
            <span className="font-semibold">{user.name || user.email}</span>
            <span className="text-ink/75"> · {roles.join(', ')}</span>
          </p>
          <div className="flex items-center gap-4">
            <StaffNotifications
              recent={notifications.recent}
              unread={notifications.unread}
              latestId={notifications.latestId}
            />
            <Link to="/" className="text-sm underline">
              View site
            </Link>
            <Form method="post" action="/logout">
              <Button type="submit" size="sm">
                Sign out
              </Button>
            </Form>
          </div>
        </header>
        <main id="main" className="p-6 pb-[calc(1.5rem+var(--toasts-height,0px))]">
          {/* Issue 42: every admin screen fits 1,280 px; on a wider screen the content keeps that width instead of
              stretching its tables and cards edge to edge. */}
          <div className="max-w-7xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl">{forbidden ? 'No access to the admin area' : 'Unexpected Application Error!'}</h1>
      <p className="mt-4">
        {forbidden
          ? 'Your account has no staff role. Ask an administrator to grant you one.'
          : 'Something went wrong on our side. Please try again in a moment.'}
      </p>
      <p className="mt-8">
        <Link to="/" className="font-semibold text-reef-dark underline">
          Go to the home page
        </Link>
      </p>
    </main>
  )
}
