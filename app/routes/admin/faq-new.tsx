// Admin → FAQ → a new entry (issue 16). Bad input answers 400 with the fields' messages and stores nothing.
import { data, redirect } from 'react-router'
import { Link } from '~/components/site-link'
import { requireRole } from '~/auth/session.server'
import { FaqEntryForm } from '~/components/admin/faq-entry-form'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { parseFaqForm } from '~/lib/faq-form'
import { readForm } from '~/http/form-body.server'
import { createFaqEntry, listFaqCategories } from '~/models/admin-faq.server'
import type { Route } from './+types/faq-new'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'faq/new')!

const BLANK = { question: '', answer: '', questionEs: '', answerEs: '', category: '', sortOrder: 0, published: true }

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  return { categories: await listFaqCategories(getServices(context).db) }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const services = getServices(context)
  const parsed = parseFaqForm(Object.fromEntries(await readForm(request)))
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 })
  const id = await asStaff(services.db, user, (tx) => createFaqEntry(tx, parsed.values))
  services.logger.info({ actor: user.email, faq: id }, 'FAQ entry added')
  return redirect(`/admin/faq/edit/${id}?saved=created`)
}

export const meta: Route.MetaFunction = () => [{ title: 'New FAQ entry | Admin' }]

export default function NewFaqEntry({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to="/admin/faq" className="text-sea underline">
          All FAQ entries
        </Link>
      </p>
      <h1 className="mt-2 text-2xl">New FAQ entry</h1>
      <FaqEntryForm
        values={BLANK}
        categories={loaderData.categories}
        errors={actionData?.errors ?? {}}
        submitLabel="Add entry"
        status={null}
      />
    </>
  )
}
