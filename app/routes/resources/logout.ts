import { redirect } from 'react-router'
import { getServices } from '~/context.server'
import type { Route } from './+types/logout'
import { readForm } from '~/http/form-body.server'
import { localeFromPath, localizePath } from '~/i18n/locale'
import { authEventCookie } from '~/lib/auth-events'

// Sign out (this browser), or everywhere: every session of the user is revoked and the cookie cleared.
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, config, logger } = getServices(context)
  const form = await readForm(request)
  try {
    if (form.get('everywhere') === '1') await auth.api.revokeSessions({ headers: request.headers })
    const response = await auth.api.signOut({ headers: request.headers, asResponse: true })
    const headers = new Headers()
    for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
    // SPEC §4 events: the page this leads to tells the browser app of the sign-out
    headers.append('Set-Cookie', authEventCookie('signed_out', config.appUrl.startsWith('https:')))
    // back to the home page in the language the visitor signed out from (issue 16)
    const from = request.headers.get('referer')
    const locale = from && URL.canParse(from) ? localeFromPath(new URL(from).pathname) : 'en'
    return redirect(localizePath('/', locale), { headers })
  } catch (error) {
    // SPEC §8: sign-out errors are logged and rethrown.
    logger.error({ err: error }, 'sign-out failed')
    throw error
  }
}

export function loader() {
  return redirect('/')
}
