import { requireRole } from '~/auth/guard.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import type { Route } from './+types/placeholder'

// Stands in for admin screens that are not built yet; guarded exactly like the real screen.
function screenFor(pattern: string) {
  const path = pattern.replace(/^\/admin\/?/, '')
  return ADMIN_SCREENS.find((candidate) => candidate.path === path)
}

export async function loader({ url, pattern }: Route.LoaderArgs) {
  const screen = screenFor(pattern)
  await requireRole(url, screen?.roles ?? ['super_admin'])
  return { label: screen?.label ?? 'Admin' }
}

export async function action({ url, pattern }: Route.ActionArgs) {
  await requireRole(url, screenFor(pattern)?.roles ?? ['super_admin'])
  return null
}

export default function AdminPlaceholder({ loaderData }: Route.ComponentProps) {
  return <h1 className="text-2xl">{loaderData.label}</h1>
}
