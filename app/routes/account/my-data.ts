// GET /my-data: everything we hold about the signed-in person, as a JSON file to keep (GDPR Art. 15 and 20).
import { requireUser } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { invariantResponse } from '~/http/invariant'
import { exportAccountData } from '~/models/account-data.server'
import type { Route } from './+types/my-data'

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, url, context })
  const account = await exportAccountData(getServices(context).db, user.id)
  invariantResponse(account, 'Not found', { status: 404 })
  const day = account.exportedAt.slice(0, 10)
  return new Response(JSON.stringify(account, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="my-data-${day}.json"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
