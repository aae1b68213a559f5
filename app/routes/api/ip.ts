// SPEC §7 public IP lookup: the address the request came from, 'unknown' when it cannot tell.
import { getRequestInfo } from '~/context.server'
import { jsonAnswer } from '~/http/consent-endpoint.server'
import type { Route } from './+types/ip'

export function loader({ context }: Route.LoaderArgs) {
  return jsonAnswer({ ip: getRequestInfo(context).clientIp || 'unknown' })
}
