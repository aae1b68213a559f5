import { loginRedirect } from '~/auth/guard.server'
import type { Route } from './+types/my-account'

// Anonymous visitors are sent to /login and come back here after signing in.
export function loader({ url }: Route.LoaderArgs) {
  throw loginRedirect(url)
}

export default function MyAccount() {
  return null
}
