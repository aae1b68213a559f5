// Who sent a request and how, as Express works it out with `trust proxy` set to loopback (a proxy on the same machine
// may say, in X-Forwarded-*, what the client used), for requests answered before Express (server/page-cache-handler.ts)
// and for the load context of every page, so both paths agree.
import type { IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'
import proxyAddr from 'proxy-addr'

export const TRUSTED_PROXIES = 'loopback'
const trusted = proxyAddr.compile(TRUSTED_PROXIES)

/** The client's address: the socket's, or the one a trusted proxy forwarded. */
export function clientIp(req: IncomingMessage): string {
  return proxyAddr(req, trusted) || 'unknown'
}

/** `http` or `https`: the socket's, or the first X-Forwarded-Proto of a trusted proxy. */
export function requestProtocol(req: IncomingMessage): string {
  const own = (req.socket as TLSSocket).encrypted ? 'https' : 'http'
  if (!trusted(req.socket.remoteAddress ?? '', 0)) return own
  const forwarded = req.headers['x-forwarded-proto']
  const header = (Array.isArray(forwarded) ? forwarded[0] : forwarded) || own
  return header.split(',')[0]!.trim()
}
