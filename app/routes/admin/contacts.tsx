import { data } from 'react-router'
import { z } from 'zod'
import { LeadContactList } from '~/components/admin/lead-contact-list'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { parseContactListQuery } from '~/lib/lead-list-query'
import { listContacts, listLeadAgents } from '~/models/admin-leads.server'
import { assignContactFromForm } from '~/models/lead-assignment.server'
import type { Route } from './+types/contacts'
import { readForm } from '~/http/form-body.server'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'contacts')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const { db } = getServices(context)
  const query = parseContactListQuery(url.searchParams)
  const [list, agents] = await Promise.all([listContacts(db, query), listLeadAgents(db)])
  return { query, ...list, agents }
}

/** Assignment from a row of the list (SPEC §4): the same rules and e-mail as on the profile. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const form = await readForm(request)
  const contactId = z.uuid().safeParse(form.get('contactId'))
  if (form.get('intent') !== 'assign' || !contactId.success) {
    return data({ data: null, error: 'Choose a contact to assign.' }, { status: 400 })
  }
  const by = { userId: user.id, name: user.name || user.email, email: user.email }
  const { result, status } = await assignContactFromForm(getServices(context), {
    contactId: contactId.data,
    form,
    by,
  })
  return data(result, { status })
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  return <LeadContactList {...loaderData} />
}
