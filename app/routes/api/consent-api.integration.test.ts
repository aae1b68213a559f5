// The consent endpoints called as the server calls them, with real sessions: answers, no-store, and who may read
// or change whose consent (docs/decisions/009-consent.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { CONSENT_MESSAGES } from '~/lib/consent'
import { signAddress } from '~/auth/signed-link.server'
import { listLedger } from '~/models/consent/ledger.server'
import { grantRole } from '~/auth/roles.server'
import { createTestServices, routerContext, signIn } from '../../../tests/setup/test-services'
import * as ip from './ip'
import * as compliance from './marketing-compliance'
import * as consent from './marketing-consent'
import * as suppression from './marketing-suppression'
import * as policy from './regional-policy-check'
import * as unsubscribe from './unsubscribe'

let services: AppServices
let close: () => Promise<void>
let ownerCookie: string
let strangerCookie: string
let staffCookie: string

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  ownerCookie = await signIn(services, 'owner@example.com')
  strangerCookie = await signIn(services, 'stranger@example.com')
  await grantRole(services.db, 'broker@example.com', 'broker')
  staffCookie = await signIn(services, 'broker@example.com')
}, 60_000)
afterAll(() => close())

type Handler = (args: never) => unknown
interface Call {
  method?: 'GET' | 'POST'
  path?: string
  json?: unknown
  body?: BodyInit
  headers?: Record<string, string>
}

/** The handler's answer, whether it returned it or threw it. */
async function call(handler: Handler, { method = 'POST', path = '/api/x', json, body, headers = {} }: Call = {}) {
  const url = new URL(`http://localhost:3000${path}`)
  const request = new Request(url, {
    method,
    headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : body,
  })
  try {
    return (await (handler as (args: unknown) => Promise<Response>)({
      request,
      url,
      context: routerContext(services),
      params: {},
    })) as Response
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

async function expectJson(response: Response, status: number) {
  expect(response.status).toBe(status)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return response.json()
}

describe('regional-policy-check and ip', () => {
  it('detects the region from the trusted header (OTHER without it) and answers a policy with its note', async () => {
    expect(
      await expectJson(await call(policy.loader, { method: 'GET', headers: { 'cf-ipcountry': 'DE' } }), 200),
    ).toEqual({ detected_region: 'EU' })
    expect(await expectJson(await call(policy.loader, { method: 'GET' }), 200)).toEqual({ detected_region: 'OTHER' })
    const answer = await expectJson(await call(policy.action, { json: { region: 'CA' } }), 200)
    expect(answer.policy).toMatchObject({ region: 'CA', requires_explicit_consent: true, data_retention_days: 1095 })
    expect(answer.note).toContain('CASL')
    expect(await expectJson(await call(policy.action, { json: { region: 'Mars' } }), 400)).toMatchObject({
      success: false,
    })
    expect(await expectJson(await call(ip.loader, { method: 'GET' }), 200)).toEqual({ ip: '127.0.0.1' })
  })

  it('answers a policy for ?region= on GET too, and 400 for an unknown one', async () => {
    const answer = await expectJson(await call(policy.loader, { method: 'GET', path: '/api/x?region=UK' }), 200)
    expect(answer).toMatchObject({ detected_region: 'OTHER', region: 'UK', policy: { requires_double_optin: false } })
    expect(answer.note).toContain('UK GDPR')
    await expectJson(await call(policy.loader, { method: 'GET', path: '/api/x?region=XX' }), 400)
  })
})

describe('marketing-consent', () => {
  it('is open to anyone, but a stranger only asks: pending in every region (issue 39); SPEC §5 and bad JSON answer 400', async () => {
    const eu = await call(consent.action, {
      json: { email: 'visitor@example.com', consent_types: ['newsletter'], source: 'banner' },
      headers: { 'cf-ipcountry': 'DE' },
    })
    expect(await expectJson(eu, 200)).toEqual({
      success: true,
      status: 'pending',
      requires_double_optin: true,
      message: CONSENT_MESSAGES.pending,
    })
    const other = await call(consent.action, {
      json: { email: 'elsewhere@example.com', consent_types: ['promotional'] },
    })
    expect(await expectJson(other, 200)).toMatchObject({
      status: 'pending',
      requires_double_optin: true,
      message: CONSENT_MESSAGES.pending,
    })
    const noTypes = await call(consent.action, { json: { email: 'visitor@example.com', consent_types: [] } })
    expect(await expectJson(noTypes, 400)).toEqual({
      success: false,
      error: 'Choose at least one kind of e-mail to receive.',
    })
    expect((await call(consent.action, { body: 'not json' })).status).toBe(400)
  })

  it('needs no second confirmation for the signed-in owner or a signed link', async () => {
    const owner = await call(consent.action, {
      json: { email: 'owner@example.com', consent_types: ['newsletter'] },
      headers: { 'cf-ipcountry': 'FR', cookie: ownerCookie },
    })
    expect(await owner.json()).toMatchObject({ status: 'active' })
    const token = signAddress(services.config, 'preferences', 'linked@example.com')
    const linked = await call(consent.action, {
      json: { email: 'linked@example.com', consent_types: ['newsletter'], token, source: 'preference_update' },
      headers: { 'cf-ipcountry': 'FR' },
    })
    expect(await linked.json()).toMatchObject({ status: 'active' })
  })
})

describe('marketing-compliance and marketing-suppression access', () => {
  it('get_preferences: 401 for nobody, 403 for someone else, the owner, a signed link and staff may read', async () => {
    const ask = (headers: Record<string, string> = {}, token?: string) =>
      call(compliance.action, { json: { operation: 'get_preferences', email: 'owner@example.com', token }, headers })
    expect((await ask()).status).toBe(401)
    expect((await ask({ cookie: strangerCookie })).status).toBe(403)
    expect((await ask({}, signAddress(services.config, 'preferences', 'stranger@example.com'))).status).toBe(403)
    const own = await expectJson(await ask({ cookie: ownerCookie }), 200)
    expect(own).toMatchObject({ success: true, consent_status: 'active' })
    expect((await ask({}, signAddress(services.config, 'preferences', 'owner@example.com'))).status).toBe(200)
    // An unsubscribe link never lapses, so it may only withdraw: it does not open the choices (decision 009).
    expect((await ask({}, signAddress(services.config, 'unsubscribe', 'owner@example.com'))).status).toBe(401)
    expect((await ask({ cookie: staffCookie })).status).toBe(200)
  })

  it('validate_send is for staff only', async () => {
    const ask = (headers: Record<string, string> = {}) =>
      call(compliance.action, {
        json: { operation: 'validate_send', email: 'owner@example.com', subscription_type: 'newsletter' },
        headers,
      })
    expect((await ask()).status).toBe(401)
    expect((await ask({ cookie: ownerCookie })).status).toBe(403)
    expect(await expectJson(await ask({ cookie: staffCookie }), 200)).toEqual({ success: true, allowed: true })
  })

  it('suppression needs the owner, a signed link or staff', async () => {
    const revoke = (headers: Record<string, string> = {}, token?: string) =>
      call(suppression.action, { json: { email: 'elsewhere@example.com', token }, headers })
    expect((await revoke()).status).toBe(401)
    expect((await revoke({ cookie: strangerCookie })).status).toBe(403)
    const token = signAddress(services.config, 'unsubscribe', 'elsewhere@example.com')
    expect(await expectJson(await revoke({}, token), 200)).toEqual({ success: true, status: 'revoked' })
    const [, revoked] = await listLedger(services.db, 'elsewhere@example.com')
    expect(revoked).toMatchObject({
      event: 'revoked',
      reason: 'user_request',
      source: 'website',
      ipAddress: '127.0.0.1',
    })
  })
})

describe('RFC 8058 one-click unsubscribe', () => {
  it('revokes at once with a valid token and the One-Click body; a bad token or body answers 400', async () => {
    const oneClick = new URLSearchParams({ 'List-Unsubscribe': 'One-Click' })
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const token = signAddress(services.config, 'unsubscribe', 'owner@example.com')
    expect(
      (await call(unsubscribe.action, { path: '/api/unsubscribe?token=forged', body: oneClick, headers: form })).status,
    ).toBe(400)
    const preferencesToken = signAddress(services.config, 'preferences', 'owner@example.com')
    expect(
      (
        await call(unsubscribe.action, {
          path: `/api/unsubscribe?token=${preferencesToken}`,
          body: oneClick,
          headers: form,
        })
      ).status,
    ).toBe(400)
    expect(
      (await call(unsubscribe.action, { path: `/api/unsubscribe?token=${token}`, body: 'x=1', headers: form })).status,
    ).toBe(400)
    const done = await call(unsubscribe.action, {
      path: `/api/unsubscribe?token=${token}`,
      body: oneClick,
      headers: form,
    })
    expect(done.status).toBe(200)
    expect(await done.text()).toBe('You have been unsubscribed.')
    const check = await call(compliance.action, {
      json: { operation: 'validate_send', email: 'owner@example.com', subscription_type: 'newsletter' },
      headers: { cookie: staffCookie },
    })
    expect(await check.json()).toEqual({ success: true, allowed: false, reason: 'suppressed' })
    const ledger = await listLedger(services.db, 'owner@example.com')
    expect(ledger.at(-1)).toMatchObject({ event: 'unsubscribed', source: 'list_unsubscribe' })
    expect(ledger.at(-1)!.wording).toContain('List-Unsubscribe')
  })
})
