// SPEC §7 marketing-compliance: get_preferences (the address's owner or staff) and validate_send (staff; the
// server's own sends call validateSend directly).
import { getServices } from '~/context.server'
import { MarketingComplianceRequestSchema } from '~/lib/consent'
import {
  getRequester,
  jsonAnswer,
  readJsonBody,
  requireAddressAccess,
  requirePost,
  requireStaff,
} from '~/http/consent-endpoint.server'
import { getPreferences, validateSend } from '~/models/marketing-consent.server'
import type { Route } from './+types/marketing-compliance'

export async function action({ request, url, context }: Route.ActionArgs) {
  requirePost(request)
  const { db } = getServices(context)
  const body = await readJsonBody(request, MarketingComplianceRequestSchema)
  if (body.operation === 'get_preferences') {
    requireAddressAccess(await getRequester({ request, url, context }, body.token), body.email)
    return jsonAnswer(await getPreferences(db, body.email))
  }
  requireStaff(await getRequester({ request, url, context }, undefined))
  return jsonAnswer(await validateSend(db, body))
}
