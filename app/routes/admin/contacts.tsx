import { LeadContactList } from '~/components/admin/lead-contact-list'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { parseContactListQuery } from '~/lib/lead-list-query'
import { listContacts, listLeadAgents } from '~/models/admin-leads.server'
import type { Route } from './+types/contacts'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'contacts')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const { db } = getServices(context)
  const query = parseContactListQuery(url.searchParams)
  const [list, agents] = await Promise.all([listContacts(db, query), listLeadAgents(db)])
  return { query, ...list, agents }
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  return <LeadContactList {...loaderData} />
}
