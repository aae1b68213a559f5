// An admin screen's loader or action called as the router calls it, with a signed-in staff member's cookie, and
// what it answered (returned or thrown) read the same way: a status, the data and where a redirect goes.
import type { AppServices } from '~/context.server'
import { routerContext } from './test-services'

export interface RouteAnswer {
  status: number
  data: unknown
  location: string | null
}

function answer(value: unknown): RouteAnswer {
  if (value instanceof Response) return { status: value.status, data: null, location: value.headers.get('Location') }
  const wrapped = value as { type?: string; data?: unknown; init?: { status?: number } | null } | null
  if (wrapped?.type === 'DataWithResponseInit') {
    return { status: wrapped.init?.status ?? 200, data: wrapped.data, location: null }
  }
  return { status: 200, data: value, location: null }
}

type RouteOptions = { params?: Record<string, string>; form?: Record<string, string> | FormData }

export function callAdminRoute(
  services: AppServices,
  cookie: string,
  handler: (args: never) => unknown,
  path: string,
  options: RouteOptions = {},
): Promise<RouteAnswer> {
  return callRoute(services, cookie, handler, `/admin/${path}`, options)
}

/** Any page's loader or action: `path` is the site path with its query ('/tour?token=…'). */
export async function callRoute(
  services: AppServices,
  cookie: string,
  handler: (args: never) => unknown,
  path: string,
  options: RouteOptions = {},
): Promise<RouteAnswer> {
  const url = new URL(`http://localhost:3000${path}`)
  const headers = new Headers({ cookie })
  // A FormData goes as multipart, as a form with a file input or repeated fields is sent.
  const body = options.form instanceof FormData ? options.form : new URLSearchParams(options.form)
  const request = new Request(url, options.form ? { method: 'POST', headers, body } : { headers })
  const args = { request, url, context: routerContext(services), params: options.params ?? {}, pattern: '' }
  try {
    return answer(await (handler as (args: unknown) => Promise<unknown>)(args))
  } catch (thrown) {
    const result = answer(thrown)
    if (result.status === 200 && !(thrown instanceof Response)) throw thrown // a real error, not an answer
    return result
  }
}
