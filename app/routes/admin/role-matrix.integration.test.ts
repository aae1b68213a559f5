// SPEC §6 walked in full: each role (and anonymous, and a user with no role) against every admin screen's loader
// and action, called with a real session. The expected table is SPEC §6's, written out here on its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { ROLES, type Role } from '~/lib/roles'
import { grantRole } from '~/auth/roles.server'
import { createTestServices, routerContext, signIn } from '../../../tests/setup/test-services'

const STAFF: Role[] = ['admin', 'editor', 'broker']
const EDITORS: Role[] = ['admin', 'editor']
const OWNERS: Role[] = ['super_admin', 'admin']
const SPEC_TABLE: Record<string, Role[]> = {
  '': ['super_admin', ...STAFF],
  properties: STAFF,
  'properties/add': STAFF,
  'properties/edit/:id': STAFF, // the edit screen of issue 5, guarded like Properties
  inquiries: STAFF,
  contacts: STAFF,
  'contacts/profile/:id': STAFF,
  analytics: STAFF,
  reviews: STAFF,
  rets: ['admin'],
  'feature-flags': ['admin'],
  redirects: EDITORS,
  'contact-consistency': EDITORS,
  tools: EDITORS,
  blog: EDITORS,
  blogs: EDITORS,
  'blog/new': EDITORS,
  'blog/edit/:id': EDITORS,
  'email-templates': EDITORS,
  'email-templates/new': EDITORS,
  'email-templates/edit/:id': EDITORS,
  team: OWNERS,
  users: OWNERS,
  import: OWNERS,
  'super-admin': ['super_admin'],
  // Not in SPEC §6: issue 16's Currency Rates, Closing Costs and Areas, kept like Tools.
  rates: EDITORS,
  'closing-costs': EDITORS,
  areas: EDITORS,
  'areas/edit/:id': EDITORS,
  // Issue 16's FAQ and Page Translations, kept like Tools.
  faq: EDITORS,
  'faq/new': EDITORS,
  'faq/edit/:id': EDITORS,
  'page-translations': EDITORS,
  'page-translations/edit/:id': EDITORS,
  // Issue 17: the audit log, for admin and super_admin.
  audit: OWNERS,
  // Issue 44: agents' tours and tour hours, for the people who run the agents (brokers) and admins.
  tours: ['admin', 'broker'],
  // Issue 44: purchases and their templates, for the people who run them (a broker sees only their own purchases).
  purchases: ['admin', 'broker'],
  'purchases/:id': ['admin', 'broker'],
  'purchase-templates': ['admin', 'broker'],
}
// SPEC §6 entry roles, plus super_admin (docs/decisions/007-admin-entry.md).
const ENTRY: Role[] = ['super_admin', ...STAFF]

type Visitor = Role | 'anonymous' | 'no-role'
const VISITORS: Visitor[] = [...ROLES, 'anonymous', 'no-role']

let services: AppServices
let close: () => Promise<void>
const cookies = new Map<Visitor, string>()

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  for (const visitor of VISITORS) {
    if (visitor === 'anonymous') continue
    const email = `${visitor.replace('_', '-')}@example.com`
    if (visitor !== 'no-role') await grantRole(services.db, email, visitor)
    cookies.set(visitor, await signIn(services, email))
  }
}, 60_000)
afterAll(() => close())

type Handler = (args: unknown) => Promise<unknown>
const ROUTE_MODULES = import.meta.glob<{ loader: Handler; action?: Handler }>('./*.tsx')

/** 'allowed' when the handler answers; otherwise what it refused with. */
async function outcome(handler: Handler, visitor: Visitor, path: string, method: 'GET' | 'POST') {
  const url = new URL(`http://localhost:3000/admin/${path.replace(':id', '00000000-0000-0000-0000-000000000000')}`)
  const headers = new Headers(cookies.has(visitor) ? { cookie: cookies.get(visitor)! } : {})
  const request = new Request(url, method === 'POST' ? { method, headers, body: new URLSearchParams() } : { headers })
  try {
    await handler({
      request,
      url,
      context: routerContext(services),
      params: { id: '00000000-0000-0000-0000-000000000000' },
      pattern: `/admin/${path}`.replace(/\/$/, ''),
    })
    return 'allowed'
  } catch (thrown) {
    // data(…, { status }) throws a DataWithResponseInit rather than a Response.
    const init = (thrown as { type?: string; init?: { status?: number } } | null)?.init
    if ((thrown as { type?: string } | null)?.type === 'DataWithResponseInit') {
      return init?.status === 403 ? 'refused' : 'allowed' // e.g. a 404 for the made-up id: the guard let it through
    }
    if (!(thrown instanceof Response)) throw thrown
    if (thrown.status === 302 && thrown.headers.get('Location')?.startsWith('/login')) return 'sign-in'
    if (thrown.status === 302 || thrown.status === 403) return 'refused'
    return 'allowed' // e.g. a 404 for the made-up id: the guard let the request through
  }
}

describe('the admin entry (layout)', () => {
  it.each(VISITORS)('%s', async (visitor) => {
    const layout = (await import('./layout')) as { loader: Handler }
    const expected = visitor === 'anonymous' ? 'sign-in' : ENTRY.includes(visitor as Role) ? 'allowed' : 'refused'
    expect(await outcome(layout.loader, visitor, '', 'GET')).toBe(expected)
  })
})

describe.each(ADMIN_SCREENS.map((screen) => [screen.path || '(dashboard)', screen] as const))(
  '/admin/%s',
  (_name, screen) => {
    it('follows SPEC §6 for every role, anonymous visitors and users without a role', async () => {
      expect(SPEC_TABLE[screen.path], 'screen is in SPEC §6').toBeDefined()
      const module = await ROUTE_MODULES[`./${screen.file}`]!()
      for (const visitor of VISITORS) {
        const expected =
          visitor === 'anonymous'
            ? 'sign-in'
            : SPEC_TABLE[screen.path]!.includes(visitor as Role)
              ? 'allowed'
              : 'refused'
        expect(await outcome(module.loader, visitor, screen.path, 'GET'), `${visitor} GET`).toBe(expected)
        if (module.action)
          expect(await outcome(module.action, visitor, screen.path, 'POST'), `${visitor} POST`).toBe(expected)
      }
    })
  },
)
