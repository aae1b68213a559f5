// Admin → Areas → an area (issue 16): its texts, centre and beaches. A bad line gets a 400 naming it; nothing is
// written until the whole form reads.
import { Form, data, useNavigation } from 'react-router'
import { Link } from '~/components/site-link'
import { Button } from '~/components/ui/button'
import { requireRole } from '~/auth/session.server'
import { FormField } from '~/components/ui/form-field'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { BEACH_LINE_EXAMPLE, MAX_BEACH_POINTS, beachLinesText, parseAreaForm } from '~/lib/area-form'
import { ESTIMATE_RADIUS_KM, HEIGHT_LINE_EXAMPLE, MAX_HEIGHT_POINTS, heightLinesText } from '~/lib/elevation'
import { readForm } from '~/http/form-body.server'
import { getAdminArea, saveArea } from '~/models/admin-areas.server'
import type { Route } from './+types/area-edit'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'areas/edit/:id')!

async function findArea(context: Route.LoaderArgs['context'], rawId: string) {
  const id = Number(rawId)
  const area = Number.isSafeInteger(id) && id > 0 ? await getAdminArea(getServices(context).db, id) : null
  if (!area) throw data('This area does not exist.', { status: 404 })
  return area
}

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  return { area: await findArea(context, params.id) }
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const services = getServices(context)
  const area = await findArea(context, params.id)
  const parsed = parseAreaForm(Object.fromEntries(await readForm(request)))
  if (!parsed.ok) return data({ ok: false as const, errors: parsed.errors }, { status: 400 })
  if (!(await asStaff(services.db, user, (tx) => saveArea(tx, area.id, parsed.values))))
    throw data('This area does not exist.', { status: 404 })
  services.logger.info({ actor: user.email, area: area.slug }, 'area changed')
  return { ok: true as const, errors: {} }
}

export const meta: Route.MetaFunction = ({ loaderData: loaderData }) => [
  { title: `${loaderData?.area.name ?? 'Area'} | Areas | Admin` },
]

export default function AreaEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { area } = loaderData
  const navigation = useNavigation()
  const errors: Record<string, string | undefined> = actionData?.errors ?? {}
  return (
    <>
      <p>
        <Link to="/admin/areas" className="text-sea underline">
          All areas
        </Link>
      </p>
      <h1 className="mt-2 text-2xl">{area.name}</h1>
      <p className="mt-1 text-ink/80">Public page: /areas#{area.slug}</p>
      <Form method="post" className="mt-6 max-w-3xl space-y-4 rounded-xl bg-white p-6 shadow ring-1 ring-black/5">
        <FormField id="area-name" name="name" label="Name" defaultValue={area.name} error={errors.name} />
        <FormField
          id="area-summary"
          name="summary"
          label="Summary (one sentence for cards)"
          defaultValue={area.summary}
          error={errors.summary}
        />
        <FormField
          id="area-description"
          name="description"
          label="Description"
          as="textarea"
          defaultValue={area.description}
          error={errors.description}
        />
        <FormField
          id="area-summary-es"
          name="summaryEs"
          label="Resumen (en español)"
          defaultValue={area.summaryEs}
          error={errors.summaryEs}
        />
        <FormField
          id="area-description-es"
          name="descriptionEs"
          label="Descripción (en español)"
          as="textarea"
          defaultValue={area.descriptionEs}
          error={errors.descriptionEs}
        />
        <p className="-mt-2 text-sm text-ink/80">
          Shown on the Spanish site; left empty, the English text is shown there with a note.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="area-latitude"
            name="latitude"
            label="Latitude of the centre"
            inputMode="decimal"
            defaultValue={area.latitude === null ? '' : String(area.latitude)}
            error={errors.latitude}
          />
          <FormField
            id="area-longitude"
            name="longitude"
            label="Longitude of the centre"
            inputMode="decimal"
            defaultValue={area.longitude === null ? '' : String(area.longitude)}
            error={errors.longitude}
          />
        </div>
        <div>
          <FormField
            id="area-beaches"
            name="beachPoints"
            label="Beaches"
            as="textarea"
            defaultValue={beachLinesText(area.beachPoints)}
            error={errors.beachPoints}
          />
          <p className="mt-1 text-sm text-ink/80">
            One a line, up to {MAX_BEACH_POINTS}: name, latitude, longitude, e.g. “{BEACH_LINE_EXAMPLE}”. A point on the
            sand where people go in; listings show the distance to the nearest one.
          </p>
        </div>
        <div>
          <FormField
            id="area-heights"
            name="heightPoints"
            label="Heights above sea level"
            as="textarea"
            defaultValue={heightLinesText(area.heightPoints)}
            error={errors.heightPoints}
          />
          <p className="mt-1 text-sm text-ink/80">
            One a line, up to {MAX_HEIGHT_POINTS}: name, latitude, longitude, whole metres, e.g. “{HEIGHT_LINE_EXAMPLE}
            ”. From a survey, a plan or a topographic map. A listing without its own elevation shows one estimated from
            the heights within {ESTIMATE_RADIUS_KM} km, marked as an estimate.
          </p>
        </div>
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={navigation.state !== 'idle'} size="lg">
            Save area
          </Button>
          {actionData?.ok ? <p role="status">Area saved. Public pages show it on their next visit.</p> : null}
          {actionData && !actionData.ok ? (
            <p role="alert" className="text-coral-dark">
              Nothing was saved: check the fields marked.
            </p>
          ) : null}
        </div>
      </Form>
    </>
  )
}
