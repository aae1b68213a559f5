import { data } from 'react-router'
import { z } from 'zod'
import { FlagList } from '~/components/admin/flag-list'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { FEATURE_FLAG_KEYS, type FeatureFlagKey, listFeatureFlags, setFeatureFlag } from '~/models/feature-flags.server'
import type { Route } from './+types/feature-flags'
import { readForm } from '~/http/form-body.server'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'feature-flags')!

const FlagChangeSchema = z.object({
  key: z.enum(FEATURE_FLAG_KEYS as [FeatureFlagKey, ...FeatureFlagKey[]]),
  enabled: z.enum(['true', 'false']).transform((value) => value === 'true'),
})

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  return { flags: await listFeatureFlags(getServices(context).db) }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const parsed = FlagChangeSchema.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success) return data({ ok: false, message: 'Unknown flag or value.' }, { status: 400 })
  const { key, enabled } = parsed.data
  await setFeatureFlag(getServices(context).db, key, enabled, user)
  return { ok: true, message: `${key} is now ${enabled ? 'on' : 'off'}.` }
}

export const meta: Route.MetaFunction = () => [{ title: 'Feature flags | Admin' }]

export default function FeatureFlags({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl">Feature flags</h1>
      <p className="mt-1 max-w-3xl text-ink/80">
        Turn parts of the public site on or off. A change applies from the next page a visitor opens; no restart is
        needed.
      </p>
      {actionData ? (
        <p
          role={actionData.ok ? 'status' : 'alert'}
          className={`mt-4 rounded-lg bg-white p-3 font-medium ${actionData.ok ? 'text-sea' : 'text-coral-dark'}`}
        >
          {actionData.message}
        </p>
      ) : null}
      <FlagList flags={loaderData.flags} />
    </>
  )
}
