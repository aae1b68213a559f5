// Admin → Areas (issue 16): every area with its number of listings and beaches, each opening its edit form.
import { AdminTableHead } from '~/components/admin/admin-table'
import { Link } from '~/components/site-link'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { listAdminAreas } from '~/models/admin-areas.server'
import type { Route } from './+types/areas'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'areas')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  return { areas: await listAdminAreas(getServices(context).db) }
}

export const meta: Route.MetaFunction = () => [{ title: 'Areas | Admin' }]

export default function Areas({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl">Areas</h1>
      <p className="mt-1 max-w-3xl text-ink/80">
        The areas buyers browse on /areas and filter listings by. Each listing shows its distance to the nearest beach
        kept here (of any area) and to the airport.
      </p>
      <table className="mt-6 w-full max-w-4xl rounded-xl bg-white text-left shadow ring-1 ring-black/5">
        <AdminTableHead
          rowClassName="border-b border-black/10"
          scope="col"
          cellClassName="p-3"
          columns={['Area', 'Listings', 'Beaches']}
        />
        <tbody>
          {loaderData.areas.map((area) => (
            <tr key={area.id} className="border-b border-black/5 last:border-0">
              <td className="p-3">
                <Link to={`/admin/areas/edit/${area.id}`} className="font-semibold text-sea underline">
                  {area.name}
                </Link>
              </td>
              <td className="p-3">{area.listings}</td>
              <td className="p-3">{area.beaches === 0 ? 'None yet' : area.beaches}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
