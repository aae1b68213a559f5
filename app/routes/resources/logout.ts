import { redirect } from 'react-router'
import { getServices } from '~/context.server'
import type { Route } from './+types/logout'
import { readForm } from '~/lib/form-body.server'

// Sign out (this browser), or everywhere: every session of the user is revoked and the cookie cleared.
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, logger } = getServices(context)
  const form = await readForm(request)
  try {
    if (form.get('everywhere') === '1') await auth.api.revokeSessions({ headers: request.headers })
    const response = await auth.api.signOut({ headers: request.headers, asResponse: true })
    const headers = new Headers()
    for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
    return redirect('/', { headers })
  } catch (error) {
    // SPEC §8: sign-out errors are logged and rethrown.
    logger.error({ err: error }, 'sign-out failed')
    throw error
  }
}

export function loader() {
  return redirect('/')
}
