import { Form, NavLink, Outlet, isRouteErrorResponse } from 'react-router'
import { Link } from '~/components/site-link'
import { requireRole } from '~/auth/session.server'
import { StaffNotifications } from '~/components/admin/staff-notifications'
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
    <div className="min-h-screen bg-sand/40 lg:grid lg:grid-cols-[15rem_1fr]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <aside className="bg-sea-dark text-white lg:min-h-screen">
        <p className="px-5 py-4 text-lg font-bold">
          <Link to="/admin">{DEFAULT_BRAND.name} admin</Link>
        </p>
        <nav aria-label="Admin">
          <ul className="flex flex-wrap gap-1 px-3 pb-3 lg:block lg:space-y-1">
            {sidebar.map((screen) => (
              <li key={screen.path}>
                <NavLink
                  to={screen.path ? `/admin/${screen.path}` : '/admin'}
                  end
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-white text-sea-dark' : 'text-white/90 hover:bg-white/10'}`
                  }
                >
                  {screen.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div>
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
              <button
                type="submit"
                className="rounded-md bg-sea px-3 py-1.5 text-sm font-semibold text-white hover:bg-sea-dark"
              >
                Sign out
              </button>
            </Form>
          </div>
        </header>
        <main id="main" className="p-6">
          <Outlet />
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
