// SPEC §7 marketing-suppression: the address's consent is revoked and it joins the suppression list, at once. Only
// its owner (signed in, or with a signed link from one of our e-mails) or staff may do it.
import { getServices } from '~/context.server'
import { MarketingSuppressionRequestSchema } from '~/lib/consent'
import { asStaff } from '~/models/audit.server'
import { WITHDRAW_PURPOSES } from '~/auth/signed-link.server'
import { requestEvidence } from '~/http/privacy-context.server'
import {
  getRequester,
  getStaffSession,
  jsonAnswer,
  provesAddress,
  readJsonBody,
  requireAddressAccess,
  requirePost,
} from '~/http/consent-endpoint.server'
import { suppress } from '~/models/marketing-consent.server'
import type { Route } from './+types/marketing-suppression'

export async function action({ request, url, context }: Route.ActionArgs) {
  requirePost(request)
  const services = getServices(context)
  const body = await readJsonBody(request, MarketingSuppressionRequestSchema)
  const requester = await getRequester({ request, url, context }, body.token, WITHDRAW_PURPOSES)
  requireAddressAccess(requester, body.email)
  const input = {
    email: body.email,
    reason: body.reason,
    source: body.source,
    ...requestEvidence(request, context),
    wording: body.wording,
  }
  // Issue 39: staff revoking someone else's consent is a staff write, in the audit log (decision 025).
  const staff = provesAddress(requester, body.email) ? null : (await getStaffSession({ request, context })).user
  if (staff) await asStaff(services.db, staff, (tx) => suppress(tx, input))
  else await suppress(services.db, input)
  return jsonAnswer({ success: true, status: 'revoked' })
}
