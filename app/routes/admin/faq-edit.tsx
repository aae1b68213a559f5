// Admin → FAQ → an entry (issue 16): its question and answer in English and Spanish, category, place and whether
// /faq shows it. Bad input answers 400 with the fields' messages and stores nothing; an unknown entry is a 404.
import { data } from 'react-router'
import { Link } from '~/components/site-link'
import { requireRole } from '~/auth/session.server'
import { FaqEntryForm } from '~/components/admin/faq-entry-form'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { parseFaqForm } from '~/lib/faq-form'
import { readForm } from '~/http/form-body.server'
import { getAdminFaqEntry, listFaqCategories, parseFaqId, saveFaqEntry } from '~/models/admin-faq.server'
import type { Route } from './+types/faq-edit'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'faq/edit/:id')!

const notFound = () => data('There is no FAQ entry with this number.', { status: 404 })

async function findEntry(context: Route.LoaderArgs['context'], rawId: string) {
  const id = parseFaqId(rawId)
  const entry = id === null ? null : await getAdminFaqEntry(getServices(context).db, id)
  if (!entry) throw notFound()
  return entry
}

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const [entry, categories] = await Promise.all([
    findEntry(context, params.id),
    listFaqCategories(getServices(context).db),
  ])
  return { entry, categories, created: url.searchParams.get('saved') === 'created' }
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const services = getServices(context)
  const entry = await findEntry(context, params.id)
  const parsed = parseFaqForm(Object.fromEntries(await readForm(request)))
  if (!parsed.ok) return data({ ok: false as const, errors: parsed.errors }, { status: 400 })
  if (!(await asStaff(services.db, user, (tx) => saveFaqEntry(tx, entry.id, parsed.values)))) throw notFound()
  services.logger.info({ actor: user.email, faq: entry.id }, 'FAQ entry changed')
  return { ok: true as const, errors: {} }
}

export const meta: Route.MetaFunction = () => [{ title: 'Edit FAQ entry | Admin' }]

export default function EditFaqEntry({ loaderData, actionData }: Route.ComponentProps) {
  const { entry, categories, created } = loaderData
  const status = actionData?.ok
    ? 'Entry saved. The FAQ pages show it on their next visit.'
    : created && !actionData
      ? 'Entry added.'
      : null
  return (
    <>
      <p>
        <Link to="/admin/faq" className="text-sea underline">
          All FAQ entries
        </Link>
      </p>
      <h1 className="mt-2 text-2xl">Edit FAQ entry</h1>
      <p className="mt-1 text-ink/80">{entry.published ? 'Published: shown on /faq.' : 'Hidden: not shown on /faq.'}</p>
      <FaqEntryForm
        key={entry.id}
        values={entry}
        categories={categories}
        errors={actionData?.errors ?? {}}
        submitLabel="Save entry"
        status={status}
      />
    </>
  )
}
