// SPEC §7 RPC debug_auth_state (app/auth/auth-state.server.ts): JSON, never cached.
import { describeAuthState } from '~/auth/auth-state.server'
import { jsonAnswer } from '~/http/consent-endpoint.server'
import type { Route } from './+types/debug-auth-state'

export async function loader(args: Route.LoaderArgs) {
  return jsonAnswer(await describeAuthState(args))
}
