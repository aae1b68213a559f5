import { data, redirect } from 'react-router'
import { PropertyForm } from '~/components/admin/property-form'
import { EMPTY_PROPERTY_FORM } from '~/lib/property-form-defaults'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { parsePropertyForm } from '~/lib/property-form-schema'
import { listPropertyFormOptions, saveProperty } from '~/models/admin-property.server'
import type { Route } from './+types/property-add'
import { readForm } from '~/http/form-body.server'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'properties/add')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  return { options: await listPropertyFormOptions(getServices(context).db) }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const { db, logger } = getServices(context)
  const parsed = parsePropertyForm(Object.fromEntries(await readForm(request)))
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 })
  const result = await asStaff(db, user, (tx) => saveProperty(tx, parsed.values))
  if (!result.ok) return data({ errors: result.errors }, { status: 400 })
  logger.info({ actor: user.email, propertyId: result.id }, 'listing created')
  // Photos are added on the edit screen, once the listing has an id for its folder.
  return redirect(`/admin/properties/edit/${result.id}?created=1`)
}

export default function PropertyAdd({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl">Add property</h1>
      <p className="mt-1 text-ink/80">Save first; you add photos on the next screen.</p>
      <PropertyForm
        defaults={EMPTY_PROPERTY_FORM}
        errors={actionData?.errors}
        options={loaderData.options}
        submitLabel="Save and add photos"
      />
    </>
  )
}
