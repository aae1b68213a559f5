import { requireRole } from '~/auth/session.server'
import { adminScreenForPattern } from '~/lib/admin-screens'
import type { Route } from './+types/analytics'

// Stands in for admin screens that are not built yet; guarded exactly like the real screen will be.
export async function loader({ request, url, context, pattern }: Route.LoaderArgs) {
  const screen = adminScreenForPattern(pattern)
  await requireRole({ request, url, context }, screen?.roles ?? ['super_admin'])
  return { label: screen?.label ?? 'Admin' }
}

export async function action({ request, url, context, pattern }: Route.ActionArgs) {
  await requireRole({ request, url, context }, adminScreenForPattern(pattern)?.roles ?? ['super_admin'])
  return new Response('This screen does not accept changes yet.', { status: 501 })
}

export default function AdminPlaceholder({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-2xl">{loaderData.label}</h1>
      <p className="mt-2 text-ink/80">This screen is not built yet.</p>
    </section>
  )
}
