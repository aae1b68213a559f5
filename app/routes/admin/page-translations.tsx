// Admin → Page Translations (issue 16): the guide, legal and company pages whose English text is in the code, and
// whether each has a Spanish version yet; each opens the form to write it.
import { AdminTableHead } from '~/components/admin/admin-table'
import { Link } from '~/components/site-link'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { formatDateTime } from '~/lib/format'
import { listPageTranslations } from '~/models/admin-page-translations.server'
import type { Route } from './+types/page-translations'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'page-translations')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  return { pages: await listPageTranslations(getServices(context).db) }
}

export const meta: Route.MetaFunction = () => [{ title: 'Page translations | Admin' }]

export default function PageTranslations({ loaderData }: Route.ComponentProps) {
  const { pages } = loaderData
  const translated = pages.filter((page) => page.translatedAt).length
  return (
    <>
      <h1 className="text-2xl">Page translations</h1>
      <p className="mt-1 max-w-3xl text-ink/80">
        The Spanish versions of the guides, legal and company pages. A page without one shows its English text under /es
        with a note. {translated} of {pages.length} pages are translated.
      </p>
      <table className="mt-6 w-full max-w-4xl rounded-xl bg-white text-left shadow ring-1 ring-black/5">
        <AdminTableHead
          rowClassName="border-b border-black/10"
          scope="col"
          cellClassName="p-3"
          columns={['Page', 'Address', 'Spanish version']}
        />
        <tbody>
          {pages.map((page) => (
            <tr key={page.path} className="border-b border-black/5 last:border-0">
              <td className="p-3">
                <Link to={`/admin/page-translations/edit/${page.id}`} className="font-semibold text-sea underline">
                  {page.title}
                </Link>
              </td>
              <td className="p-3 font-mono text-sm">{page.path}</td>
              <td className="p-3">
                {page.translatedAt ? `Translated (saved ${formatDateTime(page.translatedAt)})` : 'Not translated'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
