// Issue 44 item 2: "Open a purchase" on a contact's profile — staff who run purchases (admins, brokers) open one for
// the contact and a listing when an offer is accepted; the buyer is e-mailed the steps. Editors see no such form and
// are refused here too.
import { data, redirect } from 'react-router'
import type { SessionUser } from '~/auth/session.server'
import type { AppServices } from '~/context.server'
import { sendPurchaseEmail } from '~/email/purchase-emails.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { fieldErrors } from '~/lib/form-errors'
import { OpenPurchaseSchema } from '~/lib/purchase-forms'
import type { Role } from '~/lib/roles'
import { asStaff } from '~/models/audit.server'
import { listPurchaseTemplates } from '~/models/purchase-templates.server'
import { listPurchases, openPurchase } from '~/models/purchases.server'
import { roatanDate } from '~/lib/tour-slots'

export const PURCHASE_ROLES = ADMIN_SCREENS.find((screen) => screen.path === 'purchases')!.roles

export const runsPurchases = (roles: readonly Role[]) => roles.some((role) => PURCHASE_ROLES.includes(role))

/** The contact's purchases the viewer may see, and the templates to open one from (none for editors). */
export async function contactPurchases(
  db: AppServices['db'],
  user: SessionUser,
  roles: readonly Role[],
  contactId: string,
) {
  if (!runsPurchases(roles)) return null
  const viewer = { side: 'staff', userId: user.id, roles } as const
  const [own, templates] = await Promise.all([
    listPurchases(db, viewer, roatanDate(new Date()), { contactId }),
    listPurchaseTemplates(db),
  ])
  return {
    purchases: own,
    templates: templates.map(({ id, name }) => ({ id, name })),
    today: roatanDate(new Date()),
  }
}

export async function openPurchaseFromForm(
  services: AppServices,
  user: SessionUser,
  roles: readonly Role[],
  contactId: string,
  form: FormData,
) {
  if (!runsPurchases(roles)) throw new Response('You do not have permission to do this.', { status: 403 })
  const parsed = OpenPurchaseSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return data({ intent: 'purchase', fieldErrors: fieldErrors(parsed.error) }, { status: 400 })
  const opened = await asStaff(services.db, user, (tx) => openPurchase(tx, { contactId, ...parsed.data }, user.id))
  if (!opened.ok) return data({ intent: 'purchase', fieldErrors: { [opened.field]: opened.error } }, { status: 400 })
  services.logger.info({ actor: user.email, purchaseId: opened.id }, 'purchase opened')
  await sendPurchaseEmail(services, opened.id, 'opened')
  return redirect(`/admin/purchases/${opened.id}`)
}
