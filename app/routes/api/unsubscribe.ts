// RFC 8058 one-click unsubscribe, the target of every marketing e-mail's List-Unsubscribe header: a POST with the
// signed token in the query and `List-Unsubscribe=One-Click` in the body revokes at once, with no further step.
import { getServices } from '~/context.server'
import { requestEvidence } from '~/http/privacy-context.server'
import { verifySignedAddress } from '~/auth/signed-link.server'
import { suppress } from '~/models/marketing-consent.server'
import type { Route } from './+types/unsubscribe'
import { readForm } from '~/http/form-body.server'

// What the person chose, as the ledger keeps it: their mail program's unsubscribe button.
const ONE_CLICK_WORDING = 'Unsubscribe (one-click, from the List-Unsubscribe header of a marketing e-mail)'

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

export async function action({ request, url, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return text('Use POST.', 405)
  const services = getServices(context)
  const email = verifySignedAddress(services.config, url.searchParams.get('token'), ['unsubscribe'])
  if (!email) return text('This unsubscribe link is not valid.', 400)
  const form = await readForm(request).catch(() => null)
  if (form?.get('List-Unsubscribe') !== 'One-Click') return text('Send List-Unsubscribe=One-Click.', 400)
  await suppress(services.db, {
    email,
    source: 'list_unsubscribe',
    event: 'unsubscribed',
    ...requestEvidence(request, context),
    wording: ONE_CLICK_WORDING,
  })
  return text('You have been unsubscribed.', 200)
}
