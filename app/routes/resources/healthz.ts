import { getServices } from '~/context.server'
import type { Route } from './+types/healthz'

// CONTRACT.md: 200 {"status":"ok","db":"ok"} when the database answers, 503 otherwise.
export async function loader({ context }: Route.LoaderArgs) {
  const ok = await getServices(context).database.ping()
  return Response.json(ok ? { status: 'ok', db: 'ok' } : { status: 'error', db: 'unavailable' }, {
    status: ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}
