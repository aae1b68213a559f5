// Admin → FAQ (issue 16): the entries of /faq in the order it shows them, whether each is published and whether it
// has a Spanish version; each opens its edit form.
import { AdminTableHead } from '~/components/admin/admin-table'
import { Link } from '~/components/site-link'
import { buttonClasses } from '~/components/ui/button'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { listAdminFaq } from '~/models/admin-faq.server'
import type { Route } from './+types/faq'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'faq')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  return { entries: await listAdminFaq(getServices(context).db) }
}

export const meta: Route.MetaFunction = () => [{ title: 'FAQ | Admin' }]

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl">FAQ</h1>
        <Link to="/admin/faq/new" className={buttonClasses()}>
          Add an FAQ entry
        </Link>
      </div>
      <p className="mt-1 max-w-3xl text-ink/80">
        The questions and answers of /faq, and of /es/faq where an entry has a Spanish version (otherwise it shows in
        English with a note).
      </p>
      {entries.length === 0 ? (
        <p className="mt-6">No entries yet.</p>
      ) : (
        <table className="mt-6 w-full max-w-5xl rounded-xl bg-white text-left shadow ring-1 ring-black/5">
          <AdminTableHead
            rowClassName="border-b border-black/10"
            scope="col"
            cellClassName="p-3"
            columns={['Question', 'Category', 'Position', 'On /faq', 'Spanish']}
          />
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b border-black/5 last:border-0">
                <td className="p-3">
                  <Link to={`/admin/faq/edit/${entry.id}`} className="font-semibold text-sea underline">
                    {entry.question}
                  </Link>
                </td>
                <td className="p-3">{entry.category}</td>
                <td className="p-3 tabular-nums">{entry.sortOrder}</td>
                <td className="p-3">{entry.published ? 'Published' : 'Hidden'}</td>
                <td className="p-3">{entry.translated ? 'Translated' : 'English only'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
